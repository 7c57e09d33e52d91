import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { VenueReader, type DayWindow, type EventView } from '../ports/venue.reader.js';

export class ListEventsQuery extends Query<Rows<EventView>> {
  constructor(
    readonly venueID: number,
    readonly window?: DayWindow,
  ) {
    super();
  }
}

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(private readonly reader: VenueReader) {}

  async execute({ venueID, window }: ListEventsQuery): Promise<Rows<EventView>> {
    const rows = await this.reader.listEvents({ venueID, window });
    return { rows, total: rows.length };
  }
}
