import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { displayGameTitle } from '../../../games/domain/game-title.js';
import type { EventLeaderboardRow } from '../../domain/standings-calls.js';
import { countedGames, GAME_COLUMNS, GAME_JOINS, type GameColumns } from '../standings-list-sql.js';
import { ListPointGamesQuery } from './list-point-games.query.js';

type SelectedRow = GameColumns & Omit<EventLeaderboardRow, 'title'>;

/**
 * The event leaderboard by game and the champions lists: each placed record of the counted
 * games, newest game first, then by place and name. Games first (their time and venue or
 * type indexes), their records by the (game_id, player_id) key.
 */
@QueryHandler(ListPointGamesQuery)
export class ListPointGamesHandler implements IQueryHandler<ListPointGamesQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ window, playerID, winnersOnly }: ListPointGamesQuery): Promise<Rows<EventLeaderboardRow>> {
    const { where, params } = countedGames(window);
    where.push(winnersOnly ? 'p.place = 1' : 'p.place between 1 and 8');
    if (playerID) {
      where.push('p.player_id = ?');
      params.push(playerID);
    }
    const selected = await this.sql.query<SelectedRow>(
      `select ${GAME_COLUMNS}, p.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName",
          p.place as ranked, p.points as "totalPoints"
        from games g join points p on p.game_id = g.game_id join players pl on pl.player_id = p.player_id ${GAME_JOINS}
        where ${where.join(' and ')}
        order by g.game_at desc, g.game_id desc, p.place, pl.title, p.player_id`,
      [this.site.leagueTimeZone, ...params],
    );
    const rows = selected.map(({ ownTitle, doublePoints, canceled, ...row }): EventLeaderboardRow => ({
      ...row,
      title: displayGameTitle({
        title: ownTitle,
        venueName: row.venueName,
        eventType: row.eventType,
        doublePoints,
        canceled,
      }),
    }));
    return { rows, total: rows.length };
  }
}
