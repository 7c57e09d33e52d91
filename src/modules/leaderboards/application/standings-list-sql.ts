import { isoInstantOf } from '../../../shared/application/sql-reads.js';
import type { InstantRange } from '../../../shared/domain/period.js';
import { NO_VENUE_NAME } from '../../games/application/game-rows.js';
import { countedGameSql } from '../../games/domain/counted-games.js';
import type { SeriesSlot } from '../domain/standings-lists.js';

/**
 * The game columns every standings list shows (`g` games, `v` venues, `e` events, joined
 * read-only: leaderboards.tables.ts); the first `?` is the league's time zone, the one an
 * online game is shown in.
 */
export const GAME_COLUMNS = `g.game_id as "gameID", ${isoInstantOf('g.game_at')} as "gameAt", g.title as "ownTitle",
    g.event_type as "eventType", g.double_points as "doublePoints", g.canceled,
    g.venue_id as "venueID", coalesce(v.title, '${NO_VENUE_NAME}') as "venueName", coalesce(v.time_zone, ?) as "venueTimeZone",
    g.event_id as "eventID", e.title as "eventName"`;

export const GAME_JOINS = 'left join venues v on v.venue_id = g.venue_id left join events e on e.event_id = g.event_id';

/** The columns GAME_COLUMNS reads before the display title is made of them. */
export interface GameColumns {
  gameID: number;
  gameAt: string;
  ownTitle: string | null;
  eventType: number;
  doublePoints: boolean;
  canceled: boolean;
  venueID: number | null;
  venueName: string;
  venueTimeZone: string;
  eventID: number | null;
  eventName: string | null;
}

export interface GameWindow {
  readonly venueID: number;
  readonly series: SeriesSlot;
  /** null: all years */
  readonly range: InstantRange | null;
}

/**
 * The games a standings list counts: those that count toward results (countedGameSql:
 * ended, not canceled, not unlisted — for every caller, host mode included: a practice
 * game counts toward nothing public), in the window, venue and series. By time first, so
 * the (…, game_at) indexes of games answer it.
 */
export function countedGames({ venueID, series, range }: GameWindow): { where: string[]; params: unknown[] } {
  const where = [countedGameSql('g')];
  const params: unknown[] = [];
  if (range) {
    where.push('g.game_at >= ?', 'g.game_at < ?');
    params.push(range.start, range.stop);
  }
  if (venueID) {
    where.push('g.venue_id = ?');
    params.push(venueID);
  }
  if (series && 'eventType' in series) {
    where.push('g.event_type = ?');
    params.push(series.eventType);
  } else if (series) {
    where.push('g.event_id = ?');
    params.push(series.eventID);
  }
  return { where, params };
}
