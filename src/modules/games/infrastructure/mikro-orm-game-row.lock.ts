import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GameRowLock, type LockedGame } from '../application/ports/game-row-lock.js';

const SELECT = `select game_id as "gameID", venue_id as "venueID", event_id as "eventID", event_type as "eventType", double_points as "doublePoints",
    game_at as "gameAt", ended_at as "endedAt", canceled, total_players as "totalPlayers", total_records as "totalRecords", host_id as "hostID",
    earnings_estimated::float8 as "earningsEstimated", earnings_actual::float8 as "earningsActual", earnings_deposited::float8 as "earningsDeposited"
  from games`;

type Row = Omit<LockedGame, 'gameAt' | 'endedAt'> & { gameAt: string | Date; endedAt: string | Date | null };

/** `?, ?, ?` for a list, or `null` for none (`in (null)` matches nothing). */
const marks = (values: readonly unknown[]): string => (values.length ? values.map(() => '?').join(', ') : 'null');

// The driver may answer timestamps as text.
const lockedGameOf = (row: Row): LockedGame => ({
  ...row,
  gameAt: new Date(row.gameAt),
  endedAt: row.endedAt === null ? null : new Date(row.endedAt),
});

/** Locks games rows in the caller's transaction (GameRowLock). */
@Injectable()
export class MikroOrmGameRowLock extends GameRowLock {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lock(gameID: number): Promise<LockedGame | null> {
    const [row] = await this.em.execute<Row[]>(`${SELECT} where game_id = ? for update`, [gameID]);
    return row ? lockedGameOf(row) : null;
  }

  async lockMany(hostIDs: readonly number[], gameIDs: readonly number[]): Promise<LockedGame[]> {
    const rows = await this.em.execute<Row[]>(
      `${SELECT} where host_id in (${marks(hostIDs)}) or game_id in (${marks(gameIDs)}) order by game_id for update`,
      [...hostIDs, ...gameIDs],
    );
    return rows.map(lockedGameOf);
  }
}
