import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import ical, { ICalEventStatus } from 'ical-generator';
import { Clock } from '../../../../shared/application/clock.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { VenueNotFoundError } from '../../../venues/domain/venues.errors.js';
import { feedWindow, gameDurationHours, venueLocation } from '../../domain/calendar-feed.js';
import { displayGameTitle } from '../../domain/game-title.js';
import { type CalendarFeed, GetCalendarFeedQuery } from './get-calendar-feed.query.js';

interface FeedGame {
  game_id: number;
  title: string;
  event_type: number;
  double_points: boolean;
  canceled: boolean;
  game_at: Date | string;
  updated_at: Date | string;
  notice: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * Each game of the window (docs/decisions/0059-game-schedule-and-calendar-feed.md): its display
 * title with markers, start and end as UTC instants (every calendar app shows them in its
 * own zone, and no VTIMEZONE is needed), the venue's address, a link to its page, a UID
 * stable per game, and STATUS:CANCELLED for a canceled one so subscribers see it struck.
 */
@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
  ) {}

  async execute({ venueID }: GetCalendarFeedQuery): Promise<CalendarFeed> {
    let venueTitle: string | null = null;
    if (venueID) {
      const [venue] = await this.sql.query<{ title: string }>('select v.title from venues v where v.venue_id = ?', [
        venueID,
      ]);
      if (!venue) throw new VenueNotFoundError();
      venueTitle = venue.title;
    }
    const { start, stop } = feedWindow(this.clock.now(), this.site.leagueTimeZone);
    const games = await this.sql.query<FeedGame>(
      `select g.game_id, g.title, g.event_type, g.double_points, g.canceled, g.game_at, g.updated_at, g.notice,
         v.title as venue_name, v.address, v.city, v.state, v.zip_code
       from games g left join venues v on v.venue_id = g.venue_id
       where not g.unlisted and g.game_at >= ? and g.game_at < ?${venueID ? ' and g.venue_id = ?' : ''}
       order by g.game_at, g.game_id`,
      venueID ? [start, stop, venueID] : [start, stop],
    );

    const host = new URL(this.site.visitedSiteUrl).hostname;
    const calendar = ical({
      name: venueTitle ? `${this.site.siteName}: ${venueTitle}` : `${this.site.siteName} games`,
      description: venueTitle ? `Upcoming games at ${venueTitle}` : `Upcoming games of ${this.site.siteName}`,
      prodId: { company: this.site.siteName, product: 'Game calendar', language: 'EN' },
      url: venueID
        ? `${this.site.visitedSiteUrl}/events/calendar/0/0/${venueID}`
        : `${this.site.visitedSiteUrl}/events/calendar`,
      // Calendar apps that honour it check back hourly.
      ttl: 3600,
    });
    for (const game of games) {
      const startsAt = new Date(game.game_at);
      const link = `${this.site.visitedSiteUrl}/games/detail/${game.game_id}`;
      const updatedAt = new Date(game.updated_at);
      calendar.createEvent({
        id: `game-${game.game_id}@${host}`,
        summary: displayGameTitle({
          title: game.title,
          venueName: game.venue_name ?? '',
          eventType: game.event_type,
          doublePoints: game.double_points,
          canceled: game.canceled,
        }),
        start: startsAt,
        end: new Date(startsAt.getTime() + gameDurationHours(game.event_type) * HOUR_MS),
        location: venueLocation({
          name: game.venue_name,
          address: game.address,
          city: game.city,
          state: game.state,
          zipCode: game.zip_code,
        }),
        url: link,
        description: [game.notice, link].filter(Boolean).join('\n\n'),
        status: game.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        // The last change, not the time of the request: the same games give the same bytes.
        stamp: updatedAt,
        lastModified: updatedAt,
      });
    }
    // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
    const body = calendar.toString();
    return {
      fileName: venueID ? `venue-${venueID}.ics` : 'league.ics',
      body: body.endsWith('\r\n') ? body : `${body}\r\n`,
    };
  }
}
