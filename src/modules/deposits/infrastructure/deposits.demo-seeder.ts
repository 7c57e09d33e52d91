import type { EntityManager } from '@mikro-orm/postgresql';
import { prepareDeposit, type Deposit } from '../domain/deposit.js';
import { MikroOrmDepositRepository } from './mikro-orm-deposit.repository.js';

/** A deposit as the demo (or a test) records it: the save's fields, with its host and date. */
export interface DemoDepositInput {
  readonly hostID: number;
  readonly title: string;
  readonly depositAmount: number;
  readonly depositDate: string;
  readonly period?: string | null;
}

/**
 * The deposits module's part of the demo league, also used by the test builders: each
 * deposit made by the save's own rules (prepareDeposit: the fields, the amount to the
 * cent) and saved by the module's repository, then recorded the evening of its deposit
 * date (history a save would stamp with "now"). A few hundred deposits: one save each.
 */
export class DepositsDemoSeeder {
  private readonly deposits: MikroOrmDepositRepository;

  constructor(private readonly em: EntityManager) {
    this.deposits = new MikroOrmDepositRepository(em);
  }

  /** Answers the saved deposits in the order given. */
  async addDeposits(inputs: readonly DemoDepositInput[]): Promise<Deposit[]> {
    const saved: Deposit[] = [];
    for (const { hostID, title, depositAmount, depositDate, period } of inputs) {
      const deposit = prepareDeposit(
        { depositID: 0, hostID, title, depositAmount, period: period ?? null, depositDate, depositImage: null },
        hostID,
        depositDate,
        null,
      );
      saved.push(await this.deposits.save(deposit));
    }
    // One statement: each recorded the evening (20:00 UTC) of its date.
    if (saved.length > 0) {
      const ids = saved.map((deposit) => deposit.depositID);
      await this.em.execute(
        `update deposits set created_at = (deposit_date + interval '20 hours') at time zone 'UTC' where deposit_id in (${ids.map(() => '?').join(', ')})`,
        ids,
      );
    }
    return saved;
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
