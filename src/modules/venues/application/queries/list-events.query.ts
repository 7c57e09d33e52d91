import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { EVENT_RUNS_IN_WINDOW, type DayWindow } from './day-window.js';
import { SELECT_EVENT_VIEWS, type EventView } from './event-view.js';

export class ListEventsQuery extends Query<Rows<EventView>> {
  constructor(
    /** 0: every venue. */
    readonly venueID: number,
    /** Only events running in it. */
    readonly window?: DayWindow,
  ) {
    super();
  }
}

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ venueID, window }: ListEventsQuery): Promise<Rows<EventView>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (venueID) {
      conditions.push('e.venue_id = ?');
      params.push(venueID);
    }
    if (window) {
      conditions.push(EVENT_RUNS_IN_WINDOW);
      params.push(window.stop, window.start);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.sql.query<EventView>(`${SELECT_EVENT_VIEWS} ${where} order by v.title, e.event_day, e.event_time`, params);
    return { rows, total: rows.length };
  }
}
