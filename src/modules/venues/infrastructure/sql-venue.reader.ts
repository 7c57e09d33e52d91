import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { leagueDateRange } from '../../../shared/domain/period.js';
import type { Venue } from '../domain/venue.js';
import { VenueReader, type DayWindow, type EventView } from '../application/ports/venue.reader.js';

const VENUE_COLUMNS = `v.venue_id as "venueID", v.title, v.contact_name as "contactName", v.email, v.phone, v.website,
  v.location, v.place_id as "placeID", v.address, v.city, v.state, v.zip_code as "zipCode", v.time_zone as "timeZone",
  v.notes, v.map_url as "mapURL"`;

const EVENT_COLUMNS = `e.event_id as "eventID", e.title, e.venue_id as "venueID", v.title as "venueName", e.host_id as "hostID",
  h.title as "hostName", e.event_type as "eventType", e.event_day as "eventDay", e.frequency,
  to_char(e.event_time, 'HH24:MI:SS') as "eventTime", to_char(e.start_date, 'YYYY-MM-DD') as "startDate",
  to_char(e.effect_date, 'YYYY-MM-DD') as "effectDate", to_char(e.stop_date, 'YYYY-MM-DD') as "stopDate"`;

/** An event runs in a window when it started by its end and has not stopped before its start. */
const EVENT_RUNS_IN_WINDOW = `e.start_date <= ?::date and (e.stop_date is null or e.stop_date >= ?::date)`;

@Injectable()
export class SqlVenueReader extends VenueReader {
  constructor(
    private readonly em: EntityManager,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  listVenues({ playerID, window }: { playerID: number; window?: DayWindow }): Promise<Venue[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (playerID) {
      conditions.push(`(exists(select 1 from games g where g.venue_id = v.venue_id and g.host_id = ?)
        or exists(select 1 from events e where e.venue_id = v.venue_id and e.host_id = ?))`);
      params.push(playerID, playerID);
    }
    if (window) {
      // League days as instants, so the (venue_id, game_at) index answers it.
      const instants = leagueDateRange(window.start, window.stop, this.site.leagueTimeZone);
      conditions.push(`(exists(select 1 from games g where g.venue_id = v.venue_id and g.game_at >= ? and g.game_at < ?)
        or exists(select 1 from events e where e.venue_id = v.venue_id and ${EVENT_RUNS_IN_WINDOW}))`);
      params.push(instants.start, instants.stop, window.stop, window.start);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    return this.em.execute<Venue[]>(`select ${VENUE_COLUMNS} from venues v ${where} order by v.title`, params);
  }

  listEvents({ venueID, window }: { venueID: number; window?: DayWindow }): Promise<EventView[]> {
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
    return this.em.execute<EventView[]>(
      `select ${EVENT_COLUMNS} from events e join venues v on v.venue_id = e.venue_id left join players h on h.player_id = e.host_id
       ${where} order by v.title, e.event_day, e.event_time`,
      params,
    );
  }

  async getEvent(eventID: number): Promise<EventView | null> {
    const [event] = await this.em.execute<EventView[]>(
      `select ${EVENT_COLUMNS} from events e join venues v on v.venue_id = e.venue_id left join players h on h.player_id = e.host_id
       where e.event_id = ?`,
      [eventID],
    );
    return event ?? null;
  }
}
