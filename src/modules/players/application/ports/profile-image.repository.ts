/** The one field of a player the image calls write: profileImage (the stored image's name). */
export abstract class ProfileImageRepository {
  /** The player's current image and level, the row locked until the transaction ends; null when there is no such player. */
  abstract lock(playerID: number): Promise<{ profileImage: string | null; userType: number } | null>;
  /** The player whose image this is, and their level, the row locked until the transaction ends; null when none. */
  abstract lockOwnerOf(name: string): Promise<{ playerID: number; userType: number } | null>;
  abstract set(playerID: number, name: string | null): Promise<void>;
}
