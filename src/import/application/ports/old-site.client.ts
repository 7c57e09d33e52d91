import type {
  OldDeposit,
  OldEvent,
  OldGame,
  OldPlayer,
  OldPlayerName,
  OldPoint,
  OldPost,
  OldVenue,
  StandingsRow,
} from '../../domain/old-site-records.js';

/** A search answer: the rows it gives (at most a page) and how many players match. */
export interface PlayerSearchAnswer {
  readonly rows: readonly OldPlayerName[];
  readonly total: number;
}

/**
 * The site being replaced, read through the calls of SPEC section 7 as an admin. An adapter
 * logs in once (`logIn`) and sends the session with every read.
 */
export abstract class OldSiteClient {
  /** The site's address, the ledger's name for it. */
  abstract readonly source: string;
  abstract logIn(userName: string, password: string): Promise<{ playerID: number }>;
  abstract venues(): Promise<OldVenue[]>;
  abstract events(): Promise<OldEvent[]>;
  /** Every game, unlisted ones too, oldest first. */
  abstract games(): Promise<OldGame[]>;
  /** Every point record of a game, placed or not. */
  abstract gamePoints(gameID: number): Promise<OldPoint[]>;
  /** The players of host level (the host choices). */
  abstract hostIDs(): Promise<number[]>;
  abstract searchPlayers(fragment: string): Promise<PlayerSearchAnswer>;
  /** A player with what an admin may read; null when gone. */
  abstract player(playerID: number): Promise<OldPlayer | null>;
  abstract posts(): Promise<OldPost[]>;
  abstract deposits(): Promise<OldDeposit[]>;
  /** A league year's top 20 (GET /v1/point/totals/0/0/{year}/All/1/20). */
  abstract topTwenty(year: number): Promise<StandingsRow[]>;
}
