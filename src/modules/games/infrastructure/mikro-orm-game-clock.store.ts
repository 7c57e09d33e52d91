import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GameClockStore } from '../application/ports/game-clock.store.js';
import type { BlindLevel, GameClockState } from '../domain/game-clock.js';

const SELECT = `select game_id as "gameID", levels, level_index as "levelIndex", status, ends_at as "endsAt", remaining_ms as "remainingMs",
    paused_at as "pausedAt", version from game_clocks where game_id = ?`;

interface Row {
  gameID: number;
  levels: BlindLevel[] | string;
  levelIndex: number;
  status: GameClockState['status'];
  endsAt: string | Date | null;
  remainingMs: number;
  pausedAt: string | Date | null;
  version: number;
}

// The driver may answer timestamps and jsonb as text.
const stateOf = (row: Row): GameClockState => ({
  gameID: row.gameID,
  levels: typeof row.levels === 'string' ? (JSON.parse(row.levels) as BlindLevel[]) : row.levels,
  levelIndex: row.levelIndex,
  status: row.status,
  endsAt: row.endsAt === null ? null : new Date(row.endsAt),
  remainingMs: row.remainingMs,
  pausedAt: row.pausedAt === null ? null : new Date(row.pausedAt),
  version: row.version,
});

@Injectable()
export class MikroOrmGameClockStore extends GameClockStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(gameID: number): Promise<GameClockState | null> {
    const [row] = await this.em.execute<Row[]>(SELECT, [gameID]);
    return row ? stateOf(row) : null;
  }

  async lock(fresh: GameClockState): Promise<GameClockState> {
    await this.em.execute(
      `insert into game_clocks (game_id, levels, level_index, status, ends_at, remaining_ms, paused_at, version, updated_at)
       values (?, ?::jsonb, ?, ?, ?, ?, ?, ?, now()) on conflict (game_id) do nothing`,
      [
        fresh.gameID,
        JSON.stringify(fresh.levels),
        fresh.levelIndex,
        fresh.status,
        fresh.endsAt,
        fresh.remainingMs,
        fresh.pausedAt,
        fresh.version,
      ],
    );
    const [row] = await this.em.execute<Row[]>(`${SELECT} for update`, [fresh.gameID]);
    return stateOf(row!);
  }

  async save(state: GameClockState, at: Date): Promise<void> {
    await this.em.execute(
      `update game_clocks set levels = ?::jsonb, level_index = ?, status = ?, ends_at = ?, remaining_ms = ?, paused_at = ?, version = ?, updated_at = ? where game_id = ?`,
      [
        JSON.stringify(state.levels),
        state.levelIndex,
        state.status,
        state.endsAt,
        Math.round(state.remainingMs),
        state.pausedAt,
        state.version,
        at,
        state.gameID,
      ],
    );
  }

  async playersLeft(gameID: number): Promise<number> {
    const [row] = await this.em.execute<{ left: number }[]>(
      `select count(*)::int as "left" from points where game_id = ? and place = 0`,
      [gameID],
    );
    return row?.left ?? 0;
  }
}
