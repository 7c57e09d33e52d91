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
    // One statement: the names are read as they are now, in the change's transaction and the
    // same statement (games.tables.ts declares the read of players), each change naming a
    // player given its name too; rows keep the entries' order.
    const nameOf = (id: string) => `coalesce((select title from players where player_id = ${id}), '${UNKNOWN_PLAYER}')`;
    const rows = entries.map((entry, n) => [
      n,
      entry.gameID,
      at,
      actor?.playerID ?? null,
      actor?.sessionID ?? null,
      entry.action,
      entry.pointID ?? null,
      entry.playerID ?? null,
      JSON.stringify(entry.changes),
    ]);
    await this.em.execute(
      `insert into game_history (game_id, at, actor_id, actor_name, session_id, action, point_id, player_id, player_name, changes)
        select v.game_id, v.at, v.actor_id, case when v.actor_id is null then '${SYSTEM_ACTOR_NAME}' else ${nameOf('v.actor_id')} end,
          v.session_id, v.action, v.point_id, v.player_id, case when v.player_id is null then null else ${nameOf('v.player_id')} end,
          (select coalesce(jsonb_agg(case when jsonb_typeof(e.change -> 'playerID') = 'number'
              then e.change || jsonb_build_object('player', ${nameOf("(e.change ->> 'playerID')::int")}) else e.change end order by e.n), '[]'::jsonb)
            from jsonb_array_elements(v.changes) with ordinality as e(change, n))
        from (values ${rows.map(() => '(?::int, ?::int, ?::timestamptz, ?::int, ?::int, ?::text, ?::int, ?::int, ?::jsonb)').join(', ')})
          as v(n, game_id, at, actor_id, session_id, action, point_id, player_id, changes)
        order by v.n`,
      rows.flat(),
    );
  }

  async hasHistory(gameID: number): Promise<boolean> {
    const [{ found }] = await this.em.execute<{ found: boolean }[]>(
      'select exists(select 1 from game_history where game_id = ?) as found',
      [gameID],
    );
    return found;
  }
}
