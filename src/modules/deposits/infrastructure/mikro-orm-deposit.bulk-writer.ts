import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { DepositEntity } from './deposit.entity.js';

/** The columns a new deposit needs; the rest keep their defaults. */
export type NewDeposit = Pick<DepositEntity, 'hostID' | 'title' | 'depositDate'> &
  Partial<Omit<DepositEntity, 'depositID'>>;

/**
 * Adds many deposits in a few statements (demo data, test builders). The
 * deposits module has no repository yet; when it gets one, its demo seeder and
 * the builders move onto it and this writer goes.
 */
export class MikroOrmDepositBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new depositIDs in row order. */
  insert(deposits: readonly NewDeposit[]): Promise<number[]> {
    return insertRows(this.em, DepositEntity, deposits);
  }
}
