import { selectListOf } from '../../../../shared/application/sql-reads.js';
import { EVENT_FIELDS } from '../../domain/event.fields.js';
import type { RecurringEvent } from '../../domain/recurring-event.js';

/** An event as the reads answer it: with its venue's title and its host's display name. */
export interface EventView extends RecurringEvent {
  venueName: string;
  hostName: string | null;
}

/**
 * The select both event reads share: the event's fields as EVENT_FIELDS lists them,
 * the venue's title, and the host's name from the players module's table (a read-only
 * join, declared in venues.tables.ts).
 */
export const SELECT_EVENT_VIEWS = `select ${selectListOf(EVENT_FIELDS, 'e')}, v.title as "venueName", h.title as "hostName"
  from events e join venues v on v.venue_id = e.venue_id left join players h on h.player_id = e.host_id`;
