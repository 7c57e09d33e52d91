import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { GameEntity } from './game.entity.js';

/** The columns a new game needs; the rest keep their defaults. */
export type NewGame = Pick<GameEntity, 'title' | 'gameAt'> & Partial<Omit<GameEntity, 'gameID'>>;

/**
 * Adds many games in a few statements (demo data, test builders). The games
 * module has no repository yet; when it gets one, its demo seeder and the
 * builders move onto it and this writer goes.
 */
export class MikroOrmGameBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new gameIDs in row order. */
  insert(games: readonly NewGame[]): Promise<number[]> {
    return insertRows(this.em, GameEntity, games);
  }
}
