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

  constructor(em: EntityManager) {
    this.writer = new MikroOrmDepositBulkWriter(em);
  }

  /** Answers the new depositIDs in the order given. */
  addDeposits(deposits: readonly DemoDepositInput[]): Promise<number[]> {
    return this.writer.insert(
      deposits.map((deposit) => ({ ...deposit, createdAt: DateTime.fromISO(deposit.depositDate, { zone: 'utc' }).set({ hour: 20 }).toJSDate() })),
    );
  }
}
