/** The one field of a player the image calls write: profileImage (the stored image's name). */
export abstract class ProfileImageRepository {
  /** The player's current image, the row locked until the transaction ends; null when there is no such player. */
  abstract lock(playerID: number): Promise<{ profileImage: string | null } | null>;
  /** The player whose image this is, the row locked until the transaction ends; null when none. */
  abstract lockOwnerOf(name: string): Promise<number | null>;
  abstract set(playerID: number, name: string | null): Promise<void>;
}
