import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { PlayerEntity } from './player.entity.js';

/** The columns a new player needs; the rest keep their defaults. */
export type NewPlayer = Pick<PlayerEntity, 'firstName' | 'lastName' | 'title' | 'playerNumber'> &
  Partial<Omit<PlayerEntity, 'playerID'>>;

/**
 * Adds many players in a few statements (demo data, test builders). The
 * account repository saves one account at a time for the use cases; this
 * writer is for filling a league at once.
 */
export class MikroOrmPlayerBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new playerIDs in row order. */
  insert(players: readonly NewPlayer[]): Promise<number[]> {
    return insertRows(this.em, PlayerEntity, players);
  }

  /** The automatic player numbers in use, for picking the next ones. */
  async automaticNumbersInUse(range: { first: number; last: number }): Promise<number[]> {
    const rows = await this.em.execute<{ player_number: number }[]>(
      'select player_number from players where player_number between ? and ?',
      [range.first, range.last],
    );
    return rows.map((row) => row.player_number);
  }
}
