import type { Deposit } from './deposit.js';

/** A deposit as the list answers it: its fields and the host's name. */
export type DepositRow = Deposit & { hostName: string | null };

/** A game a deposit reached, with its earnings (Manage Deposits' 420 px table). */
export interface DepositGameRow {
  readonly gameID: number;
  readonly title: string;
  readonly gameAt: string;
  readonly venueID: number | null;
  readonly venueName: string | null;
  /** The venue's IANA zone (null without a venue): the game's date shows in it. */
  readonly venueTimeZone: string | null;
  readonly eventID: number | null;
  readonly earningsEstimated: number;
  readonly earningsActual: number;
  readonly earningsDeposited: number;
  readonly earningsReconciled: boolean;
  /** What this deposit put on the game. */
  readonly applied: number;
}

/** One deposit with the games it was applied to, oldest first. */
export type DepositDetail = DepositRow & {
  /** Dollars applied to games in all. */
  readonly applied: number;
  /** What is left once every game of the host is reconciled. */
  readonly unapplied: number;
  readonly games: readonly DepositGameRow[];
};
