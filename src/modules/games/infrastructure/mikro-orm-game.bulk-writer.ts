import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { GameEntity } from './game.entity.js';

/** The columns a new game needs; the rest keep their defaults. */
export type NewGame = Pick<GameEntity, 'title' | 'gameAt'> & Partial<Omit<GameEntity, 'gameID'>>;

/**
 * Adds many games in a few statements (demo data, test builders). The
 * repository saves one game as Manage Games does (prepareGame's rules); the
 * demo's two years of games, and the builders' ended games, also carry what
 * the points screen and deposits set later (totals, endedAt, deposits), which
 * no save sets, so they are written here.
 */
export class MikroOrmGameBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new gameIDs in row order. */
  insert(games: readonly NewGame[]): Promise<number[]> {
    return insertRows(this.em, GameEntity, games);
  }
}
