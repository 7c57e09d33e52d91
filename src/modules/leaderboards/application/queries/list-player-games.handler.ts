import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { PlayerGamesRow } from '../../domain/standings-calls.js';
import { StandingsSource } from '../standings-source.js';
import { TOP_PLAYERS, ListPlayerGamesQuery } from './list-player-games.query.js';

/** Games played by player in a scope and window, the top ten: most games first, then name. */
@QueryHandler(ListPlayerGamesQuery)
export class ListPlayerGamesHandler implements IQueryHandler<ListPlayerGamesQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly source: StandingsSource,
  ) {}

  async execute({ request }: ListPlayerGamesQuery): Promise<Rows<PlayerGamesRow>> {
    const totals = await this.source.totals(request);
    const rows = await this.sql.query<PlayerGamesRow>(
      `with totals as (${totals.sql})
        select t.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName", t.total_games as "totalGames"
        from totals t join players pl on pl.player_id = t.player_id
        order by t.total_games desc, pl.title, t.player_id limit ${TOP_PLAYERS}`,
      totals.params,
    );
    return { rows, total: rows.length };
  }
}
