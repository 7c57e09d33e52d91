import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { PointEntity } from './point.entity.js';

/** The columns a new point record needs; the rest keep their defaults. */
export type NewPoint = Pick<PointEntity, 'gameID' | 'playerID' | 'entryAt' | 'updatedAt'> &
  Partial<Omit<PointEntity, 'pointID'>>;

/**
 * Adds many point records in a few statements (demo data, test builders). The
 * points module has no repository yet; when it gets one, its demo seeder and
 * the builders move onto it and this writer goes.
 */
export class MikroOrmPointBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new pointIDs in row order. */
  insert(points: readonly NewPoint[]): Promise<number[]> {
    return insertRows(this.em, PointEntity, points);
  }
}
