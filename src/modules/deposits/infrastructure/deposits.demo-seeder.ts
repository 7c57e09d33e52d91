import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { MikroOrmDepositBulkWriter, type NewDeposit } from './mikro-orm-deposit.bulk-writer.js';

export type DemoDepositInput = Omit<NewDeposit, 'createdAt'>;

/**
 * The deposits module's part of the demo league: deposits written through the
 * module's bulk writer, each recorded the evening of its deposit date.
 */
export class DepositsDemoSeeder {
  private readonly writer: MikroOrmDepositBulkWriter;

  constructor(private readonly em: EntityManager) {
    this.writer = new MikroOrmDepositBulkWriter(em);
  }

  /** Answers the new depositIDs in the order given. */
  addDeposits(deposits: readonly DemoDepositInput[]): Promise<number[]> {
    return this.writer.insert(
      deposits.map((deposit) => ({ ...deposit, createdAt: DateTime.fromISO(deposit.depositDate, { zone: 'utc' }).set({ hour: 20 }).toJSDate() })),
    );
  }

  /**
   * Once the games name their deposits: what each deposit applied (deposit_games), for demo
   * deposits that paid whole games (each game's deposited earnings are its deposit's).
   */
  async recordWholeGameApplications(): Promise<void> {
    await this.em.execute(
      `insert into deposit_games (deposit_id, game_id, amount)
        select g.deposit_id, g.game_id, g.earnings_deposited from games g
        where g.deposit_id is not null and g.earnings_deposited > 0
        on conflict (deposit_id, game_id) do nothing`,
    );
  }
}
