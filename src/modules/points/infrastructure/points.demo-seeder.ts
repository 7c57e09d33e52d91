import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmPointBulkWriter, type NewPoint } from './mikro-orm-point.bulk-writer.js';

/**
 * The points module's part of the demo league, also used by the test builders:
 * point records (worked out by the league's rules before they get here) written
 * through the module's bulk writer.
 */
export class PointsDemoSeeder {
  private readonly writer: MikroOrmPointBulkWriter;

  constructor(em: EntityManager) {
    this.writer = new MikroOrmPointBulkWriter(em);
  }

  /** Answers the new pointIDs in the order given. */
  addPoints(points: readonly NewPoint[]): Promise<number[]> {
    return this.writer.insert(points);
  }
}
