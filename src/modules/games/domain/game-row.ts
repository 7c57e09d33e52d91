/**
 * What the game reads answer (docs/api.md §6): the game's own fields, plus what joins bring
 * from the venue, the event and the host. The site imports these types, so the server and
 * the screens agree on one shape. Instants are ISO 8601 UTC strings on the wire.
 */
export interface GameRow {
  gameID: number;
  /** The stored title: blank means the venue's (docs/api.md §6). */
  title: string;
  /** The title with its markers, e.g. "The Tavern (Canceled, Satellite)" (product §3.5). */
  displayTitle: string;
  venueID: number | null;
  venueName: string;
  venueAddress: string | null;
  venueCity: string | null;
  venueState: string | null;
  venueMapURL: string | null;
  /** IANA zone the game is shown in (the venue's; the league's for online games). */
  venueTimeZone: string;
  eventID: number | null;
  eventName: string | null;
  hostID: number | null;
  hostName: string | null;
  /** The host's player number, for the "Hosted by" link to their dashboard. */
  hostNumber: number | null;
  eventType: number;
  doublePoints: boolean;
  gameAt: string;
  /** When the game was first scheduled; differs from gameAt once moved. */
  originalAt: string | null;
  totalPlayers: number;
  totalRecords: number;
  earningsEstimated: number;
  earningsActual: number;
  /** Hosts and up only (absent for others). */
  earningsDeposited?: number;
  earningsReconciled?: boolean;
  earningsNote?: string | null;
  depositID?: number | null;
  notice: string | null;
  canceled: boolean;
  /** Hidden from visitors' lists; shown in host mode (docs/decisions/0058-games.md, Unlisted games). */
  unlisted: boolean;
  /** Set when the game was ended on the points screen. */
  endedAt: string | null;
}

/** One point record of a game as GET /v1/game/points answers it, sorted by sortedPlace, then name. */
export interface GamePointRow {
  pointID: number;
  gameID: number;
  playerID: number;
  playerNumber: number;
  playerName: string;
  firstName: string;
  lastName: string;
  /** 0 none, 1..8 */
  place: number;
  /** 9999 when no place. */
  sortedPlace: number;
  points: number;
  bonusType: number;
  bonuses: number;
  /** Quarterly chips in thousands (25 = 25K), as recorded; the quarterly Update takes the same unit. */
  buyIn: number;
  reBuy: number;
  addOn: number;
  entryAt: string;
  updatedAt: string;
}
