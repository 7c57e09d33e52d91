import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { EventNotFoundError } from '../../domain/venues.errors.js';
import { SELECT_EVENT_VIEWS, type EventView } from './event-view.js';

export class GetEventQuery extends Query<Rows<EventView>> {
  constructor(readonly eventID: number) {
    super();
  }
}

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ eventID }: GetEventQuery): Promise<Rows<EventView>> {
    const [event] = await this.sql.query<EventView>(`${SELECT_EVENT_VIEWS} where e.event_id = ?`, [eventID]);
    if (!event) throw new EventNotFoundError();
    return { rows: [event], total: 1 };
  }
}
