import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';

/** A player who may be named an event's host. */
export interface HostChoice {
  playerID: number;
  title: string;
}

/** api.md §5: GET /v1/player/list/10 answers the host choices (title, playerID). */
export class ListHostsQuery extends Query<Rows<HostChoice>> {
  constructor(readonly minimumLevel: number) {
    super();
  }
}

@QueryHandler(ListHostsQuery)
export class ListHostsHandler implements IQueryHandler<ListHostsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ minimumLevel }: ListHostsQuery): Promise<Rows<HostChoice>> {
    const rows = await this.sql.query<HostChoice>('select player_id as "playerID", title from players where user_type >= ? order by title', [minimumLevel]);
    return { rows, total: rows.length };
  }
}
