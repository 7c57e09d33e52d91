/** One row of the player search and number lookup (GET /v1/player/list/{filter}/{text}); public fields only. */
export interface PlayerSearchRow {
  playerID: number;
  playerNumber: number;
  firstName: string;
  lastName: string;
  /** The display name ("First Last" unless a title was saved). */
  title: string;
}
