import type { EntityManager } from '@mikro-orm/postgresql';
import type { BonusType } from '../domain/game-ending.js';
import { sortedPlace } from '../domain/placement.js';
import { chipsOfRecorded } from '../domain/quarterly-buy-in.js';
import { MikroOrmPointRepository } from './mikro-orm-point.repository.js';

/** A record as the demo (or a test) has it: worked out by the league's rules (check-in, scans, endGame) before it gets here; buys in thousands, as stored; absent buys and bonuses are 0. */
export interface DemoPointInput {
  readonly gameID: number;
  readonly playerID: number;
  readonly hostID: number | null;
  readonly place: number;
  readonly points: number;
  readonly bonusType?: number;
  readonly bonuses?: number;
  readonly buyIn?: number;
  readonly reBuy?: number;
  readonly addOn?: number;
  readonly entryAt: Date;
  readonly updatedAt: Date;
}

/**
 * The points module's part of the demo league, also used by the test builders: point
 * records saved by the module's repository (its columns, its unique index: a player once
 * a game), many to a statement.
 */
export class PointsDemoSeeder {
  private readonly points: MikroOrmPointRepository;

  constructor(em: EntityManager) {
    this.points = new MikroOrmPointRepository(em);
  }

  /** Answers the new pointIDs in the order given. */
  addPoints(records: readonly DemoPointInput[]): Promise<number[]> {
    return this.points.addAll(
      records.map((record) => ({
        ...record,
        bonusType: (record.bonusType ?? 0) as BonusType,
        bonuses: record.bonuses ?? 0,
        sortedPlace: sortedPlace(record.place),
        buyIn: chipsOfRecorded(record.buyIn ?? 0),
        reBuy: chipsOfRecorded(record.reBuy ?? 0),
        addOn: chipsOfRecorded(record.addOn ?? 0),
      })),
    );
  }
}
