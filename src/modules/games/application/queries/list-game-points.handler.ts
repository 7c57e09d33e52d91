import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { isoInstantOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import type { GamePointRow } from '../../domain/game-row.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { listedFor } from '../game-rows.js';
import { UNPLACED_SORT, ListGamePointsQuery } from './list-game-points.query.js';

/** The points module's records of a game with the players' names (read-only joins, games.tables.ts), beside the game `g` as the viewer may see it. */
const SELECT_POINT_ROWS = `select p.point_id as "pointID", p.game_id as "gameID", p.player_id as "playerID",
    pl.player_number as "playerNumber", pl.title as "playerName", pl.first_name as "firstName", pl.last_name as "lastName",
    p.place, case when p.place = 0 then ${UNPLACED_SORT} else p.place end as "sortedPlace", p.points,
    p.bonus_type as "bonusType", p.bonuses, p.buy_in as "buyIn", p.re_buy as "reBuy", p.add_on as "addOn",
    ${isoInstantOf('p.entry_at')} as "entryAt", ${isoInstantOf('p.updated_at')} as "updatedAt"
  from games g left join (points p join players pl on pl.player_id = p.player_id) on p.game_id = g.game_id`;

/** Game detail's table: by place (unplaced last), then name. 404 for a game the viewer may not see. */
@QueryHandler(ListGamePointsQuery)
export class ListGamePointsHandler implements IQueryHandler<ListGamePointsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ gameID, all, viewer }: ListGamePointsQuery): Promise<Rows<GamePointRow>> {
    // One statement (the end-game answer reads it inside its transaction): no row at all is a
    // game the viewer may not see; a game without records answers one row of nulls.
    const counting = all ? '' : 'and (p.place > 0 or p.points <> 0)';
    const found = await this.sql.query<GamePointRow>(
      `${SELECT_POINT_ROWS} ${counting} where g.game_id = ? and ${listedFor(viewer)} order by "sortedPlace", pl.title, p.point_id`,
      [gameID],
    );
    if (found.length === 0) throw new GameNotFoundError();
    const rows = found[0]!.pointID === null ? [] : found;
    return { rows, total: rows.length };
  }
}
