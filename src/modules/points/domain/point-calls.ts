import type { GamePointRow } from '../../games/domain/game-row.js';

/**
 * The points screen's calls (docs/api.md "Points, leaderboards and invites"): what each game-night write takes and
 * answers. The site imports these types, so the screen and the server agree on one shape.
 * Every write also takes an `Idempotency-Key` header (a replay answers the first answer).
 */

/** Checks a player in (a new zero record), or applies the satellite scan / quarterly buy rule to their entry. */
export interface CheckInRequest {
  gameID: number;
  /** The player picked in the picker... */
  playerID?: number;
  /** ...or what a scanner typed: a number, `{host}/p/{n}`, `{host}/p?n={n}`, the `;...` wedge form. */
  scan?: string;
  /** The acting host; managers and up may name any host-level player, others always act as themselves. */
  hostID?: number;
  /** Quarterly games: the screen's Rebuys Allowed / Add-Ons Allowed checkboxes (false when absent). */
  rebuysAllowed?: boolean;
  addOnsAllowed?: boolean;
  /** When the host's device recorded this check-in (a scan or a pick), ISO 8601 with offset or Z, e.g. "2026-12-04T04:36:05.120Z". Sent by the site's write queue; absent means now. */
  scannedAt?: string;
}

/** Editing the place cell: 1..8, or 0 / 9999 for none. Not for satellites. */
export interface SetPlaceRequest {
  pointID: number;
  place: number;
  hostID?: number;
}

/** Editing a satellite's points cell (0 and up, whole). */
export interface SetPointsRequest {
  pointID: number;
  points: number;
  hostID?: number;
}

/** The quarterly Update: the chosen amounts in thousands of chips (15 = 15K, the unit records answer); null or absent leaves that group alone. */
export interface SetBuysRequest {
  pointID: number;
  buyIn?: number | null;
  reBuy?: number | null;
  addOn?: number | null;
  hostID?: number;
}

export interface RemovePlayerRequest {
  pointID: number;
}

/**
 * Ends (or, later, corrects) a game. Only `place` is taken from each entry: points,
 * bonuses and totals are computed by the server. Records not listed keep their place.
 * SPEC's form is an array of `{ pointID, place, points, bonusType, bonuses, hostID }`
 * posted to POST /v1/point; `POST /v1/point/end` takes this clearer object.
 */
export interface EndGameRequest {
  gameID: number;
  places: { pointID: number; place: number }[];
  hostID?: number;
}

/** What a welcome's points figure counts: this game's points, the qualifying season's, or the calendar year's. */
export type WelcomePointsScope = 'game' | 'season' | 'year';

/** What `displayPlayer` carries and a check-in answers for the side panel (product §3.9). */
export interface WelcomeMessage {
  gameID: number;
  playerName: string;
  /** "15K buy-in + 15K rebuy" for quarterly; blank otherwise. */
  buys: string;
  /** The player's points in this game (satellite), their qualifying-season points (quarterly), their points this year (Regular, issue 30); 0 otherwise. */
  totalPoints: number;
  /**
   * What totalPoints counts, so the monitor can say so ("This year: 859 points"); null when it
   * counts nothing (tournaments). A check-in always sends it; optional for the points screen's
   * own greeting of a selected row, which has no such figure.
   */
  pointsScope?: WelcomePointsScope | null;
  /** "Starting chips", "Starting chips + early sign-in chips", or blank. */
  collect: string;
}

/** The game's figures after a write that changes them (check-in, remove, end). */
export interface GameTotalsAnswer {
  gameID: number;
  totalPlayers: number;
  totalRecords: number;
  /** Sum of the records' points (SPEC: shown after ending a satellite). */
  totalPoints: number;
  earningsEstimated: number;
  earningsActual: number;
  hostID: number | null;
  endedAt: string | null;
}

/** Every game-night write answers this (SPEC 7: "response points (pointID, updatedAt and more)"). */
export interface PointWriteAnswer {
  /** e.g. "Player checked in", "Place saved", "Game successfully ended" ("... Total points: 120" for satellites). */
  message: string;
  /** The records this call wrote (empty for a remove; every record of the game for an end). */
  points: GamePointRow[];
  /** Check-ins and scans: the welcome the monitor shows. */
  welcome?: WelcomeMessage;
  game?: GameTotalsAnswer;
}

/** GET /v1/point/stats/...: a player's points in a period and rank among players with points. */
export interface PointStatsAnswer {
  totalPoints: number;
  ranked: number;
}
