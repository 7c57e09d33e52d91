/** One row of the player search and number lookup (GET /v1/player/list/{filter}/{text}); public fields only. */
export interface PlayerSearchRow {
  playerID: number;
  playerNumber: number;
  firstName: string;
  lastName: string;
  /** The display name ("First Last" unless a title was saved). */
  title: string;
  /** The stored profile image name (served at profileImagePath), or null: the dashboard shows it. */
  profileImage: string | null;
}
