import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { GameRow } from '../../domain/game-row.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { listedFor, selectGameRows } from '../game-rows.js';
import { GetGameQuery } from './get-game.query.js';

/** One game; an unlisted one is "not found" to whoever may not see it. */
@QueryHandler(GetGameQuery)
export class GetGameHandler implements IQueryHandler<GetGameQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ gameID, viewer }: GetGameQuery): Promise<Rows<GameRow>> {
    const [game] = await selectGameRows(this.sql, this.site, viewer, `where g.game_id = ? and ${listedFor(viewer)}`, [
      gameID,
    ]);
    if (!game) throw new GameNotFoundError();
    return { rows: [game], total: 1 };
  }
}
