import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { PlayerReader, type HostChoice } from '../ports/player.reader.js';

/** SPEC: GET /v1/player/list/10 answers the host choices (title, playerID). */
export class ListHostsQuery extends Query<Rows<HostChoice>> {
  constructor(readonly minimumLevel: number) {
    super();
  }
}

@QueryHandler(ListHostsQuery)
export class ListHostsHandler implements IQueryHandler<ListHostsQuery> {
  constructor(private readonly players: PlayerReader) {}

  async execute({ minimumLevel }: ListHostsQuery): Promise<Rows<HostChoice>> {
    const rows = await this.players.listByMinimumLevel(minimumLevel);
    return { rows, total: rows.length };
  }
}
