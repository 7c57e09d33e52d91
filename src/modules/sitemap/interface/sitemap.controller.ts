import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../../shared/application/clock.js';
import type { Rows } from '../../../shared/application/rows.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { leagueDateOf, toZone } from '../../../shared/domain/zoned-period.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { GAME_ANSWER_TABLES } from '../../games/application/game-reads.js';
import { ListGamesQuery } from '../../games/application/queries/list-games.query.js';
import { VISITOR } from '../../games/domain/game.js';
import type { GameRow } from '../../games/domain/game-row.js';
import { SCHEDULE_WEEKS } from '../../games/domain/game-schedule.js';
import { POST_ANSWER_TABLES } from '../../posts/application/post-reads.js';
import { ListPostsQuery } from '../../posts/application/queries/list-posts.query.js';
import type { PostIndexEntry, PostSummary } from '../../posts/domain/post.js';
import { VENUE_ANSWER_TABLES } from '../../venues/application/venue-reads.js';
import { ListVenuesQuery } from '../../venues/application/queries/list-venues.query.js';
import type { PublicVenue, Venue } from '../../venues/domain/venue.js';
import { gamePagePath, postPagePath, STATIC_SITE_PAGES, venuePagePath } from '../domain/site-pages.js';
import { robotsTxt, sitemapXml, type SitemapEntry } from '../domain/sitemap-xml.js';

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
/** Whatever any of its parts reads: a write to a game, a venue or a post drops the kept sitemap. */
const SITEMAP_TABLES = [...new Set([...GAME_ANSWER_TABLES, ...VENUE_ANSWER_TABLES, ...POST_ANSWER_TABLES])];
/** The visitor's level (0): the sitemap lists what anyone may see. */
const VISITOR_LEVEL = 0;

/**
 * /sitemap.xml and /robots.txt for search engines (issue 31;
 * docs/decisions/0136-sitemap-and-robots-txt.md). The sitemap lists the static public pages, the
 * listed games of the coming weeks, the published posts and the venues, each through its module's
 * own public query (visibility stays in one place), with absolute addresses from SITE_URL; kept by
 * the read cache and dropped by any write to those tables.
 */
@ApiTags('site')
@Controller()
export class SitemapController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly site: SiteInfo,
    private readonly clock: Clock,
  ) {}

  @Get('sitemap.xml')
  @CachedRead({ tags: SITEMAP_TABLES, contentType: XML_TYPE })
  @ApiOperation({
    summary: 'The public pages for search engines (sitemaps.org XML)',
    description:
      'Home, the about and rules pages, calendar, events, leaderboards, quarterly, Vegas Invites, news and player search; each listed game from today to the end of the schedule (8 weeks); each published post (lastmod: its publish date); each venue (its calendar page). Absolute URLs from SITE_URL.',
  })
  @ApiProduces(XML_TYPE)
  async sitemap(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const now = this.clock.now();
    const zone = this.site.leagueTimeZone;
    const today = leagueDateOf(now, zone);
    const lastDay = toZone(now, zone).plus({ weeks: SCHEDULE_WEEKS }).toISODate()!;
    const [games, posts, venues] = await Promise.all([
      this.queryBus.execute<ListGamesQuery, Rows<GameRow>>(
        new ListGamesQuery(
          { hostID: 0, venueID: 0, eventID: 0, eventType: 0, start: today, stop: lastDay },
          null,
          false,
          VISITOR,
        ),
      ),
      // The index form: title, date and id of every post a visitor may read (published ones).
      this.queryBus.execute<ListPostsQuery, Rows<PostSummary | PostIndexEntry>>(
        new ListPostsQuery(0, 0, 0, true, VISITOR_LEVEL, now),
      ),
      this.queryBus.execute<ListVenuesQuery, Rows<Venue | PublicVenue>>(
        new ListVenuesQuery(0, undefined, VISITOR_LEVEL),
      ),
    ]);
    const at = (path: string): string => `${this.site.visitedSiteUrl}${path}`;
    const entries: SitemapEntry[] = [
      ...Object.values(STATIC_SITE_PAGES).map((path) => ({ loc: at(path) })),
      ...games.rows.map((game) => ({ loc: at(gamePagePath(game.gameID)) })),
      ...posts.rows.map((post) => ({
        loc: at(postPagePath(post.postID)),
        lastmod: new Date(post.publishDate).toISOString(),
      })),
      ...venues.rows.map((venue) => ({ loc: at(venuePagePath(venue.venueID)) })),
    ];
    void reply.type(XML_TYPE);
    // Search engines come back now and then; a proxy may keep it five minutes (the server's own copy is dropped on every write).
    void reply.header('Cache-Control', 'public, max-age=300');
    return sitemapXml(entries);
  }

  @Get('robots.txt')
  @CachedRead({ contentType: TEXT_TYPE })
  @ApiOperation({ summary: 'What search engines may index, and where the sitemap is (its address from SITE_URL)' })
  @ApiProduces(TEXT_TYPE)
  robots(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.type(TEXT_TYPE);
    // As the built site's files: asked again each time.
    void reply.header('Cache-Control', 'no-cache');
    return robotsTxt(this.site.visitedSiteUrl);
  }
}
