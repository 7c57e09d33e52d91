/**
 * SPEC §3 "Bonus row": Vegas Invites. GET /v1/point/bonuses/{venueID}/{eventID}/{playerID}/{flag}/{start}/{stop}
 * answers `{ rows, total }`; `start`/`stop` are league dates within one invite year
 * (June 1 of Y-1 to May 31 of Y; vegas-invites.ts).
 * - playerID 0 (the everyone list, flag 1): one row per invited player with the five totals,
 *   by totalBonus descending, then name; the award fields are null.
 * - a playerID: one row per award (monthly, quarterly, annual, hosting) with where and when
 *   it was earned, oldest first; the totals on each row are that award's.
 */
export interface BonusRow {
  playerID: number;
  playerNumber: number;
  playerName: string;
  monthlyBonus: number;
  quarterlyBonus: number;
  annualBonus: number;
  hostingBonus: number;
  totalBonus: number;
  /** Award rows: what it was for ("Monthly: The Rusty Anchor Tavern, March 2026", the game's event, "Hosting"). */
  eventName: string | null;
  gameName: string | null;
  /** ISO instant: the game, or the month's/block's first day. */
  eventAt: string | null;
  venueID: number | null;
  eventID: number | null;
  gameID: number | null;
}
