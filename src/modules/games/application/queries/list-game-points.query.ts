import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { isoInstantOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import type { GameViewer } from '../../domain/game.js';
import type { GamePointRow } from '../../domain/game-row.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { listedFor } from '../game-rows.js';

/** Product §3.5: lists sort a record without a place as place 9999. */
export const UNPLACED_SORT = 9999;

export class ListGamePointsQuery extends Query<Rows<GamePointRow>> {
  constructor(
    readonly gameID: number,
    /** true: every record (checked in, no place or points yet); false: those that count (a place or points). */
    readonly all: boolean,
    readonly viewer: GameViewer,
  ) {
    super();
  }
}

/** The points module's records of a game with the players' names (read-only joins, games.tables.ts). */
const SELECT_POINT_ROWS = `select p.point_id as "pointID", p.game_id as "gameID", p.player_id as "playerID",
    pl.player_number as "playerNumber", pl.title as "playerName", pl.first_name as "firstName", pl.last_name as "lastName",
    p.place, case when p.place = 0 then ${UNPLACED_SORT} else p.place end as "sortedPlace", p.points,
    p.bonus_type as "bonusType", p.bonuses, p.buy_in as "buyIn", p.re_buy as "reBuy", p.add_on as "addOn",
    ${isoInstantOf('p.entry_at')} as "entryAt", ${isoInstantOf('p.updated_at')} as "updatedAt"
  from points p join players pl on pl.player_id = p.player_id`;

/** Game detail's table: by place (unplaced last), then name. 404 for a game the viewer may not see. */
@QueryHandler(ListGamePointsQuery)
export class ListGamePointsHandler implements IQueryHandler<ListGamePointsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ gameID, all, viewer }: ListGamePointsQuery): Promise<Rows<GamePointRow>> {
    const [game] = await this.sql.query<{ gameID: number }>(`select g.game_id as "gameID" from games g where g.game_id = ? and ${listedFor(viewer)}`, [gameID]);
    if (!game) throw new GameNotFoundError();
    const counting = all ? '' : 'and (p.place > 0 or p.points <> 0)';
    const rows = await this.sql.query<GamePointRow>(`${SELECT_POINT_ROWS} where p.game_id = ? ${counting} order by "sortedPlace", pl.title, p.point_id`, [gameID]);
    return { rows, total: rows.length };
  }
}
