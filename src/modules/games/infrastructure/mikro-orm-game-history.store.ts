import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GameHistoryStore } from '../application/ports/game-history.store.js';
import type { HistoryActor, HistoryEntry } from '../domain/game-history.js';

/** What the trail calls a change nobody's session made (a seeder, a job). */
export const SYSTEM_ACTOR_NAME = 'System';

/** The names shown for players no longer found (a merged duplicate is gone; its name was kept when the row was written). */
const UNKNOWN_PLAYER = 'Unknown player';

@Injectable()
export class MikroOrmGameHistoryStore extends GameHistoryStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async append(actor: HistoryActor | null, entries: readonly HistoryEntry[], at: Date): Promise<void> {
    const playerIDs = [
      ...new Set([actor?.playerID, ...entries.flatMap((entry) => [entry.playerID, ...entry.changes.map((change) => change.playerID)])].filter((id): id is number => typeof id === 'number')),
    ];
    // Names as they are now, in the change's transaction (games.tables.ts declares the read of players).
    const names = new Map(
      playerIDs.length === 0
        ? []
        : (await this.em.execute<{ playerID: number; title: string }[]>(`select player_id as "playerID", title from players where player_id in (${playerIDs.map(() => '?').join(', ')})`, playerIDs)).map(
            (row) => [row.playerID, row.title] as const,
          ),
    );
    const nameOf = (playerID: number) => names.get(playerID) ?? UNKNOWN_PLAYER;
    const rows = entries.map((entry) => [
      entry.gameID,
      at,
      actor?.playerID ?? null,
      actor ? nameOf(actor.playerID) : SYSTEM_ACTOR_NAME,
      actor?.sessionID ?? null,
      entry.action,
      entry.pointID ?? null,
      entry.playerID ?? null,
      entry.playerID ? nameOf(entry.playerID) : null,
      JSON.stringify(entry.changes.map((change) => (change.playerID ? { ...change, player: nameOf(change.playerID) } : change))),
    ]);
    await this.em.execute(
      `insert into game_history (game_id, at, actor_id, actor_name, session_id, action, point_id, player_id, player_name, changes)
        values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)').join(', ')}`,
      rows.flat(),
    );
  }

  async hasHistory(gameID: number): Promise<boolean> {
    const [{ found }] = await this.em.execute<{ found: boolean }[]>('select exists(select 1 from game_history where game_id = ?) as found', [gameID]);
    return found;
  }

}
