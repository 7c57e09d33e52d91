import { selectListOf } from '../../../shared/application/sql-reads.js';
import { SERIES_FIELDS } from '../domain/series.fields.js';
import type { Series } from '../domain/series.js';

/** An event as the reads answer it: with its venue's title and its host's display name. */
export interface SeriesView extends Series {
  venueName: string;
  hostName: string | null;
}

/**
 * The select both event reads share: the event's fields as SERIES_FIELDS lists them,
 * the venue's title, and the host's name from the players module's table (a read-only
 * join, declared in venues.tables.ts).
 */
export const SELECT_SERIES_VIEWS = `select ${selectListOf(SERIES_FIELDS, 'e')}, v.title as "venueName", h.title as "hostName"
  from events e join venues v on v.venue_id = e.venue_id left join players h on h.player_id = e.host_id`;
