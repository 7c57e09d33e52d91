import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { EventNotFoundError } from '../../domain/venues.errors.js';
import { VenueReader, type EventView } from '../ports/venue.reader.js';

export class GetEventQuery extends Query<Rows<EventView>> {
  constructor(readonly eventID: number) {
    super();
  }
}

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(private readonly reader: VenueReader) {}

  async execute({ eventID }: GetEventQuery): Promise<Rows<EventView>> {
    const event = await this.reader.getEvent(eventID);
    if (!event) throw new EventNotFoundError();
    return { rows: [event], total: 1 };
  }
}
