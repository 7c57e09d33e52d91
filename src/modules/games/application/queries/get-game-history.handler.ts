import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { isoInstantOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { maySeeGameHistory, type GameHistoryRow } from '../../domain/game-history.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { GetGameHistoryQuery } from './get-game-history.query.js';

/**
 * A game's audit trail, oldest first (docs/decisions/0089-audit-trail-of-results.md): for
 * managers and up (a deleted game's too), and for an Assistant or Host who hosts the game
 * or made one of its changes; 403 for anyone else with a session, 404 "Game not found"
 * for no such game.
 */
@QueryHandler(GetGameHistoryQuery)
export class GetGameHistoryHandler implements IQueryHandler<GetGameHistoryQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ gameID, viewer }: GetGameHistoryQuery): Promise<Rows<GameHistoryRow>> {
    const [game] = await this.sql.query<{ hostID: number | null; actedOn: boolean }>(
      `select g.host_id as "hostID", exists(select 1 from game_history a where a.game_id = g.game_id and a.actor_id = ?) as "actedOn" from games g where g.game_id = ?`,
      [viewer.playerID, gameID],
    );
    if (!game) {
      // A deleted game's trail stays: managers and up read it; to anyone else the game is not found.
      const [kept] = await this.sql.query<{ found: boolean }>(
        'select exists(select 1 from game_history where game_id = ?) as found',
        [gameID],
      );
      if (!kept?.found || !maySeeGameHistory(viewer, null)) throw new GameNotFoundError();
    } else if (!maySeeGameHistory(viewer, game)) throw new UnauthorizedError();
    const rows = await this.sql.query<GameHistoryRow>(
      `select a.history_id::int as "historyID", ${isoInstantOf('a.at')} as "at", a.actor_id as "actorID", a.actor_name as "actorName", a.session_id as "sessionID",
          a.action, a.point_id as "pointID", a.player_id as "playerID", a.player_name as "playerName", a.changes
        from game_history a where a.game_id = ? order by a.history_id`,
      [gameID],
    );
    return { rows, total: rows.length };
  }
}
