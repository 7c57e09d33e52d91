import { DateTime } from 'luxon';
import {
  applyDeposit,
  outstandingEarnings,
  type DepositableGame,
} from '../modules/deposits/domain/deposit-application.js';
import type { DemoWindow } from './demo-schedule.js';
import type { PlayedGame } from './demo-results.js';
import { seededRandom, type Random } from './demo-random.js';

export interface PlannedDeposit {
  /** position in the deposits list: the order deposit ids are given in */
  readonly key: number;
  readonly hostID: number;
  readonly title: string;
  readonly period: string;
  /** yyyy-MM-dd, in the past */
  readonly depositDate: string;
  readonly depositAmount: number;
}

/** What the deposits did to one game. */
export interface GameDepositState {
  earningsDeposited: number;
  earningsReconciled: boolean;
  depositKey: number | null;
}

export interface DepositPlan {
  readonly deposits: readonly PlannedDeposit[];
  /** by game key; games no deposit reached are absent */
  readonly games: ReadonlyMap<number, GameDepositState>;
}

const DAY_MS = 24 * 3600_000;

/**
 * Each host pays in what they collected every five to seven months. A deposit
 * covers all the host's games played up to a few days before it, and is applied
 * by the league's rule (applyDeposit: oldest first, each game filled to its
 * actual earnings). Because a deposit is exactly what those games still owe, each
 * game is paid by one deposit in full, and the games since the last deposit are
 * still outstanding, as they would be in a real league.
 */
export function planDeposits(games: readonly PlayedGame[], window: DemoWindow): DepositPlan {
  const random = seededRandom('demo deposits');
  const collected = games.filter((game) => game.endedAt !== null && game.earningsActual > 0);
  const hostIDs = [...new Set(collected.map((game) => game.hostID))].sort((a, b) => a - b);
  const states = new Map<number, GameDepositState>();
  const dated: Omit<PlannedDeposit, 'key'>[] = [];
  const reachedBy = new Map<Omit<PlannedDeposit, 'key'>, number[]>();

  for (const hostID of hostIDs) {
    const hostGames = collected.filter((game) => game.hostID === hostID);
    for (const depositAt of depositDates(window, random)) {
      const cutoff = depositAt.getTime() - random.int(2, 9) * DAY_MS;
      const owing = hostGames.filter(
        (game) => game.gameAt.getTime() < cutoff && outstandingEarnings(depositable(game, states)) > 0,
      );
      if (owing.length === 0) continue;
      const amount = sumDollars(owing.map((game) => outstandingEarnings(depositable(game, states))));
      const application = applyDeposit(
        amount,
        hostGames.map((game) => depositable(game, states)),
      );
      if (application.unapplied !== 0) throw new Error('demo deposit did not apply in full');
      const deposit = {
        hostID,
        title: `Game earnings to ${formatDay(new Date(cutoff), window.zone)}`.slice(0, 64),
        period: `${formatDay(owing[0]!.gameAt, window.zone)} - ${formatDay(owing[owing.length - 1]!.gameAt, window.zone)}`,
        depositDate: DateTime.fromJSDate(depositAt, { zone: window.zone }).toISODate()!,
        depositAmount: application.applied,
      };
      dated.push(deposit);
      reachedBy.set(
        deposit,
        application.games.map((game) => game.gameID),
      );
      for (const applied of application.games) {
        states.set(applied.gameID, {
          earningsDeposited: applied.earningsDeposited,
          earningsReconciled: applied.earningsReconciled,
          depositKey: null,
        });
      }
    }
  }

  // Deposit ids follow the deposit dates, as they would have been entered.
  dated.sort((a, b) => a.depositDate.localeCompare(b.depositDate) || a.hostID - b.hostID);
  const deposits = dated.map((deposit, key) => {
    for (const gameKey of reachedBy.get(deposit)!) states.get(gameKey)!.depositKey = key;
    return { ...deposit, key };
  });
  return { deposits, games: states };
}

/** The host's deposit days: the first within four months, then every five to seven months, none in the last ten days. */
function depositDates(window: DemoWindow, random: Random): Date[] {
  const dates: Date[] = [];
  const last = window.now.getTime() - 10 * DAY_MS;
  for (
    let at = window.start.getTime() + random.int(60, 120) * DAY_MS;
    at <= last;
    at += random.int(150, 200) * DAY_MS
  ) {
    dates.push(new Date(at));
  }
  return dates;
}

/** A played game as the deposit rule sees it; the game key stands in for the game id (same order). */
function depositable(game: PlayedGame, states: ReadonlyMap<number, GameDepositState>): DepositableGame {
  return {
    gameID: game.key,
    gameAt: game.gameAt,
    earningsActual: game.earningsActual,
    earningsDeposited: states.get(game.key)?.earningsDeposited ?? 0,
  };
}

/** Sums dollar amounts in whole cents, as the deposit rule does. */
const sumDollars = (amounts: readonly number[]): number =>
  amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;

const formatDay = (at: Date, zone: string): string => DateTime.fromJSDate(at, { zone }).toFormat('LLL d, yyyy');
