import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GameRowLock } from '../../games/application/ports/game-row-lock.js';
import { DepositBooksStore, type LedgerEntry, type LedgerGame } from '../application/ports/deposit-books.store.js';
import { decimalOf } from '../domain/deposit.js';

/** `?, ?, ?` for a list, or `null` for none (`in (null)` matches nothing). */
const marks = (values: readonly unknown[]): string => (values.length ? values.map(() => '?').join(', ') : 'null');

/** Locks games through the games module's GameRowLock and writes only deposit_games, in the caller's transaction. */
@Injectable()
export class MikroOrmDepositBooksStore extends DepositBooksStore {
  constructor(
    private readonly em: EntityManager,
    private readonly games: GameRowLock,
  ) {
    super();
  }

  /** The games module locks its rows (GameRowLock); the ledger counts in cents. */
  async lockGames(hostIDs: readonly number[], gameIDs: readonly number[]): Promise<LedgerGame[]> {
    const games = await this.games.lockMany(hostIDs, gameIDs);
    return games.map((game) => ({
      gameID: game.gameID,
      hostID: game.hostID,
      gameAt: game.gameAt,
      actualCents: Math.round(game.earningsActual * 100),
      depositedCents: Math.round(game.earningsDeposited * 100),
    }));
  }

  entriesOf(depositID: number): Promise<LedgerEntry[]> {
    return this.em.execute<LedgerEntry[]>(
      'select deposit_id as "depositID", game_id as "gameID", (amount * 100)::int as cents from deposit_games where deposit_id = ? order by game_id',
      [depositID],
    );
  }

  async entriesOn(gameIDs: readonly number[]): Promise<LedgerEntry[]> {
    if (gameIDs.length === 0) return [];
    return this.em.execute<LedgerEntry[]>(
      `select deposit_id as "depositID", game_id as "gameID", (amount * 100)::int as cents from deposit_games where game_id in (${marks(gameIDs)})`,
      [...gameIDs],
    );
  }

  async replaceEntries(depositID: number, entries: readonly Omit<LedgerEntry, 'depositID'>[]): Promise<void> {
    await this.em.execute('delete from deposit_games where deposit_id = ?', [depositID]);
    const kept = entries.filter((entry) => entry.cents > 0);
    if (kept.length === 0) return;
    await this.em.execute(
      `insert into deposit_games (deposit_id, game_id, amount) values ${kept.map(() => '(?, ?, ?::numeric)').join(', ')}`,
      kept.flatMap((entry) => [depositID, entry.gameID, decimalOf(entry.cents)]),
    );
  }

  async setEntry({ depositID, gameID, cents }: LedgerEntry): Promise<void> {
    if (cents <= 0) {
      await this.em.execute('delete from deposit_games where deposit_id = ? and game_id = ?', [depositID, gameID]);
      return;
    }
    await this.em.execute(
      'insert into deposit_games (deposit_id, game_id, amount) values (?, ?, ?::numeric) on conflict (deposit_id, game_id) do update set amount = excluded.amount',
      [depositID, gameID, decimalOf(cents)],
    );
  }

  async depositsByID(
    depositIDs: readonly number[],
  ): Promise<{ depositID: number; hostID: number; amountCents: number }[]> {
    if (depositIDs.length === 0) return [];
    return this.em.execute(
      `select deposit_id as "depositID", host_id as "hostID", (deposit_amount * 100)::int as "amountCents" from deposits where deposit_id in (${marks(depositIDs)}) order by deposit_id for update`,
      [...depositIDs],
    );
  }
}
