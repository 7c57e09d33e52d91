import { Query } from '@nestjs/cqrs';

/** An iCalendar file (RFC 5545) and the name to save it under. */
export interface CalendarFeed {
  readonly fileName: string;
  readonly body: string;
}

/** The league's games (venueID 0) or one venue's, as an iCalendar feed for calendar apps to subscribe to. */
export class GetCalendarFeedQuery extends Query<CalendarFeed> {
  constructor(readonly venueID: number) {
    super();
  }
}
