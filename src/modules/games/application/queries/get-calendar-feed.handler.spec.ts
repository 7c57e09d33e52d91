import { Clock } from '../../../../shared/application/clock.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { VenueNotFoundError } from '../../../venues/domain/venues.errors.js';
import { GetCalendarFeedQuery } from './get-calendar-feed.query.js';
import { GetCalendarFeedHandler } from './get-calendar-feed.handler.js';

/** Answers the venue lookup and the games query from fixed rows, and remembers the games query's window. */
class FixedReads extends SqlReads {
  params: readonly unknown[] = [];
  constructor(private readonly venues: { title: string }[]) {
    super();
  }
  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    if (sql.includes('from venues v where')) return this.venues as T[];
    this.params = params;
    return [
      {
        game_id: 41,
        title: `Thursday Night Hold'em with a title long enough, and a comma; to need folding and escaping ${'é'.repeat(20)}`,
        event_type: 2,
        double_points: false,
        canceled: true,
        game_at: '2027-03-05T03:00:00.000Z',
        updated_at: '2027-02-01T10:00:00.000Z',
        notice: 'Closed for a private party.',
        venue_name: 'The Tavern',
        address: '12 Pine St',
        city: 'Tacoma',
        state: 'WA',
        zip_code: null,
      },
    ] as T[];
  }
}

const site: SiteInfo = {
  siteName: 'Puget Poker',
  siteUrl: 'https://poker.example.org',
  visitedSiteUrl: 'https://poker.example.org',
  contactEmail: 'info@poker.example.org',
  leagueTimeZone: 'America/Los_Angeles',
};
const clock: Clock = { now: () => new Date('2027-03-01T20:00:00Z') };

describe('GetCalendarFeedHandler', () => {
  it('writes RFC 5545 text: CRLF line ends, lines folded at 75 octets, escaped values', async () => {
    const reads = new FixedReads([]);
    const feed = await new GetCalendarFeedHandler(reads, clock, site).execute(new GetCalendarFeedQuery(0));
    expect(feed.fileName).toBe('league.ics');
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = feed.body.slice(0, -2).split('\r\n');
    expect(lines.some((line) => /[\r\n]/.test(line))).toBe(false);
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    // Unfolded (CRLF + one space removed), the summary is whole, its comma and semicolon escaped.
    const unfolded = feed.body.replaceAll('\r\n ', '');
    expect(unfolded).toContain(
      `SUMMARY:Thursday Night Hold'em with a title long enough\\, and a comma\\; to need folding and escaping ${'é'.repeat(20)} (Canceled\\, Satellite)\r\n`,
    );
    expect(unfolded).toContain('UID:game-41@poker.example.org\r\n');
    expect(unfolded).toContain('DTSTART:20270305T030000Z\r\nDTEND:20270305T070000Z\r\n');
    expect(unfolded).toContain('STATUS:CANCELLED\r\n');
    expect(unfolded).toContain('LOCATION:The Tavern\\, 12 Pine St\\, Tacoma\\, WA\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:Closed for a private party.\\n\\nhttps://poker.example.org/games/detail/41\r\n',
    );
    // 30 league days back to 8 weeks ahead from 1 March 2027 (Pacific).
    expect(reads.params).toEqual([new Date('2027-01-30T08:00:00Z'), new Date('2027-04-27T07:00:00Z')]);
  });

  it('refuses an unknown venue', async () => {
    await expect(
      new GetCalendarFeedHandler(new FixedReads([]), clock, site).execute(new GetCalendarFeedQuery(9)),
    ).rejects.toThrow(VenueNotFoundError);
  });
});
