import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { type HostChoice, ListHostsQuery } from './list-hosts.query.js';

@QueryHandler(ListHostsQuery)
export class ListHostsHandler implements IQueryHandler<ListHostsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ minimumLevel }: ListHostsQuery): Promise<Rows<HostChoice>> {
    const rows = await this.sql.query<HostChoice>(
      'select player_id as "playerID", title from players where user_type >= ? order by title',
      [minimumLevel],
    );
    return { rows, total: rows.length };
  }
}
