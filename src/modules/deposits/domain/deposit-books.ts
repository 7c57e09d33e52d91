import { applyDeposit } from './deposit-application.js';

/**
 * The books between deposits and games, in whole cents: taking back what a deposit applied
 * before it is applied again (an edit) or dropped (a delete), and checking the admin's
 * game-list form against the same rule. applyDeposit (deposit-application.ts) is the rule.
 */
export interface BookGame {
  readonly gameID: number;
  readonly hostID: number | null;
  readonly gameAt: Date;
  readonly actualCents: number;
  readonly depositedCents: number;
}

/** What one deposit applied to one game. */
export interface BookEntry {
  readonly depositID: number;
  readonly gameID: number;
  readonly cents: number;
}

/** A game's deposit figures after a change. */
export interface GameBooks {
  readonly gameID: number;
  readonly depositedCents: number;
  readonly reconciled: boolean;
}

export interface Reapplication {
  /** What the deposit applies now, oldest game first. */
  readonly entries: readonly { gameID: number; cents: number }[];
  /** Every game whose deposited amount the change touched (taken back or applied), by gameID. */
  readonly games: readonly GameBooks[];
  readonly appliedCents: number;
  readonly unappliedCents: number;
}

const reconciled = (actualCents: number, depositedCents: number): boolean => actualCents === depositedCents;

/**
 * Takes back the deposit's earlier entries (never below 0: an admin may have lowered the
 * game since), then applies `amountCents` to the host's games by the rule (oldest first,
 * each filled to its actual earnings). `games` holds the host's games and every game an
 * earlier entry names. An amount of 0 (a delete) only takes back.
 */
export function reapplyDeposit(
  hostID: number,
  amountCents: number,
  games: readonly BookGame[],
  earlier: readonly BookEntry[],
): Reapplication {
  const deposited = new Map(games.map((game) => [game.gameID, game.depositedCents]));
  const touched = new Set<number>();
  for (const entry of earlier) {
    const before = deposited.get(entry.gameID);
    if (before === undefined) continue;
    deposited.set(entry.gameID, Math.max(0, before - entry.cents));
    touched.add(entry.gameID);
  }
  const hostGames = games
    .filter((game) => game.hostID === hostID)
    .map((game) => ({
      gameID: game.gameID,
      gameAt: game.gameAt,
      earningsActual: game.actualCents / 100,
      earningsDeposited: deposited.get(game.gameID)! / 100,
    }));
  const application = applyDeposit(amountCents / 100, hostGames);
  const entries = application.games.map((game) => ({ gameID: game.gameID, cents: Math.round(game.applied * 100) }));
  for (const entry of entries) {
    deposited.set(entry.gameID, deposited.get(entry.gameID)! + entry.cents);
    touched.add(entry.gameID);
  }
  const appliedCents = entries.reduce((sum, entry) => sum + entry.cents, 0);
  return {
    entries,
    games: games
      .filter((game) => touched.has(game.gameID))
      .map((game) => ({
        gameID: game.gameID,
        depositedCents: deposited.get(game.gameID)!,
        reconciled: reconciled(game.actualCents, deposited.get(game.gameID)!),
      }))
      .sort((a, b) => a.gameID - b.gameID),
    appliedCents,
    unappliedCents: Math.max(0, amountCents) - appliedCents,
  };
}

/** The deposit a game names: the latest (highest id) with an amount on it, or none. */
export function latestDepositOn(gameID: number, entries: readonly BookEntry[]): number | null {
  const ids = entries.filter((entry) => entry.gameID === gameID && entry.cents > 0).map((entry) => entry.depositID);
  return ids.length ? Math.max(...ids) : null;
}

/** One line of the admin's game-list form (product §7: `{gameID, earningsDeposited}`), with the deposit it counts to when named. */
export interface GameListLine {
  readonly gameID: number;
  readonly depositedCents: number;
  readonly depositID: number | null;
}

export interface ListedDeposit {
  readonly depositID: number;
  readonly hostID: number;
  readonly amountCents: number;
}

export interface GameListResult {
  readonly games: readonly GameBooks[];
  /** The named deposits' new amounts on the listed games. */
  readonly entries: readonly BookEntry[];
}

const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/**
 * Checks the game-list form by the deposit rule and answers what it changes; throws
 * `refuse(reason)` with the first broken line. Each game at most once; no game over-filled
 * (deposited at most its actual earnings); a named deposit only on its own host's games,
 * and never applying more than its amount in all (its other games included). A line that
 * names a deposit moves that deposit's amount on the game by the change; one that names
 * none is a correction of the game alone.
 */
export function checkGameList(
  lines: readonly GameListLine[],
  games: ReadonlyMap<number, BookGame>,
  deposits: ReadonlyMap<number, ListedDeposit>,
  entries: readonly BookEntry[],
  refuse: (reason: string, field?: string) => Error,
): GameListResult {
  const seen = new Set<number>();
  const amounts = new Map<string, number>(
    entries.map((entry) => [entryKey(entry.depositID, entry.gameID), entry.cents]),
  );
  for (const line of lines) {
    if (seen.has(line.gameID)) throw refuse(`game ${line.gameID} is listed twice`, 'gameID');
    seen.add(line.gameID);
    const game = games.get(line.gameID);
    if (!game) throw refuse(`game ${line.gameID} not found`, 'gameID');
    if (line.depositedCents > game.actualCents) {
      throw refuse(
        `game ${line.gameID} would hold ${money(line.depositedCents)}, more than its actual earnings of ${money(game.actualCents)}`,
        'earningsDeposited',
      );
    }
    if (line.depositID === null) continue;
    const deposit = deposits.get(line.depositID);
    if (!deposit) throw refuse(`deposit ${line.depositID} not found`, 'depositID');
    if (deposit.hostID !== game.hostID)
      throw refuse(`game ${line.gameID} is not a game of the deposit's host`, 'gameID');
    const key = entryKey(line.depositID, line.gameID);
    const change = line.depositedCents - game.depositedCents;
    amounts.set(key, Math.max(0, (amounts.get(key) ?? 0) + change));
  }
  for (const deposit of deposits.values()) {
    const total = [...amounts]
      .filter(([key]) => depositOfKey(key) === deposit.depositID)
      .reduce((sum, [, cents]) => sum + cents, 0);
    if (total > deposit.amountCents)
      throw refuse(
        `deposit ${deposit.depositID} would apply ${money(total)}, more than its amount of ${money(deposit.amountCents)}`,
        'earningsDeposited',
      );
  }
  const changedEntries = [...amounts]
    .map(([key, cents]) => ({ depositID: depositOfKey(key), gameID: gameOfKey(key), cents }))
    .filter((entry) => lines.some((line) => line.gameID === entry.gameID && line.depositID === entry.depositID));
  return {
    games: lines.map((line) => ({
      gameID: line.gameID,
      depositedCents: line.depositedCents,
      reconciled: reconciled(games.get(line.gameID)!.actualCents, line.depositedCents),
    })),
    entries: changedEntries,
  };
}

const entryKey = (depositID: number, gameID: number): string => `${depositID}:${gameID}`;
const depositOfKey = (key: string): number => Number(key.split(':')[0]);
const gameOfKey = (key: string): number => Number(key.split(':')[1]);
