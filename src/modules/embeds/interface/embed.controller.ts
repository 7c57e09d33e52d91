import {
  type ArgumentsHost,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  Logger,
  Query,
  Res,
  UseFilters,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../../../shared/application/clock.js';
import type { Rows } from '../../../shared/application/rows.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { periodLabel, type PeriodSelection } from '../../../shared/domain/period.js';
import { leagueDateOf, periodRange, toZone } from '../../../shared/domain/zoned-period.js';
import { describeFailure } from '../../../shared/interface/domain-error.filter.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { GAME_ANSWER_TABLES } from '../../games/application/game-reads.js';
import { ListGamesQuery } from '../../games/application/queries/list-games.query.js';
import { VISITOR } from '../../games/domain/game.js';
import type { GameRow } from '../../games/domain/game-row.js';
import { GetPointStatsQuery } from '../../leaderboards/application/queries/get-point-stats.query.js';
import { ListLeaderboardQuery } from '../../leaderboards/application/queries/list-leaderboard.query.js';
import { STANDINGS_ANSWER_TABLES } from '../../leaderboards/application/standings-reads.js';
import type { LeaderboardRow } from '../../leaderboards/domain/standings-calls.js';
import { CardPlayerNotFoundError } from '../../players/domain/players.errors.js';
import { SearchPlayersQuery } from '../../players/application/queries/search-players.query.js';
import type { PlayerSearchRow } from '../../players/domain/player-row.js';
import { GetVenueQuery } from '../../venues/application/queries/get-venue.query.js';
import type { PublicVenue, Venue } from '../../venues/domain/venue.js';
import {
  gamesEmbedOptions,
  lookOrDefault,
  playerEmbedOptions,
  standingsEmbedOptions,
  type EmbedQuery,
} from '../domain/embed-options.js';
import { gamesTable, playerFacts, renderEmbedError, renderEmbedPage, standingsTable } from '../domain/embed-page.js';

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * What makes /embed/* framable by any site, and nothing else: a CSP of its own (no script,
 * no connection, styles inline only, `frame-ancestors *`), no X-Frame-Options (helmet's
 * SAMEORIGIN stays on every other route), and a resource policy that lets another origin's
 * page show it. Set before the answer is kept, so a replayed copy carries the same.
 */
export const EMBED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

function framable(reply: FastifyReply): void {
  reply.raw.removeHeader('x-frame-options');
  void reply
    .header('Content-Security-Policy', EMBED_CSP)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    // A venue's page may be busy: browsers and proxies may keep it a minute (the server's copy is dropped on every change).
    .header('Cache-Control', 'public, max-age=60')
    .type(HTML_TYPE);
}

/** A refusal as a small HTML page in the widget's look (400 for bad parameters, 404 for an unknown venue or player; the status the API would answer), never JSON. */
@Catch()
export class EmbedErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Embed');
  constructor(private readonly site: SiteInfo) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body, retryAfterSeconds } = describeFailure(exception);
    if (status >= 500)
      this.logger.warn(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const message = status >= 500 ? 'The standings are not available right now; please try again later.' : body.error;
    framable(reply);
    // An error is not kept by anyone: it names a mistake in a snippet, fixed by editing it.
    void reply.header('Cache-Control', 'no-store');
    if (retryAfterSeconds) void reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
    void reply
      .status(status)
      .send(
        renderEmbedError(
          message,
          this.site.siteName,
          this.site.visitedSiteUrl,
          lookOrDefault((request.query ?? {}) as EmbedQuery),
        ),
      );
  }
}

const LOOK_QUERIES = [
  ApiQuery({ name: 'theme', required: false, enum: ['light', 'dark'] }),
  ApiQuery({ name: 'accent', required: false, description: 'Six hex digits, with or without #: `aa3300`, `#aa3300`' }),
];

function documented(...decorators: MethodDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorator of [...decorators, ...LOOK_QUERIES]) decorator(target, key, descriptor);
  };
}

/**
 * The embeddable widgets (issue 23): small self-contained HTML pages a venue frames on its
 * own site. Public, anonymous, kept by the read cache like the JSON reads (and dropped with
 * them). Answers HTML, not JSON: refusals are HTML pages too (EmbedErrorFilter).
 */
@ApiTags('embed')
@Controller('embed')
@UseFilters(EmbedErrorFilter)
export class EmbedController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly site: SiteInfo,
    private readonly clock: Clock,
  ) {}

  @Get('standings')
  @CachedRead({ tags: STANDINGS_ANSWER_TABLES, contentType: HTML_TYPE })
  @ApiOperation({
    summary: "A venue's standings as a framable HTML widget",
    description:
      'The same rows as GET /v1/point/totals/{venue}/0/{year}/{period}/1/{rows}: only counted games. venue required; year 2004-2099 or 0 (all years), default this year; period M1-M12, Q1-Q4 or All (default); rows 1-50 (default 10). Bad parameters answer a 400 HTML page, an unknown venue 404.',
  })
  @ApiProduces(HTML_TYPE)
  @documented(
    ApiQuery({ name: 'venue', required: true, type: Number }),
    ApiQuery({ name: 'year', required: false, type: Number }),
    ApiQuery({ name: 'period', required: false }),
    ApiQuery({ name: 'rows', required: false, type: Number }),
  )
  async standings(@Query() query: EmbedQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const options = standingsEmbedOptions(query, this.currentYear());
    const venue = await this.venue(options.venueID);
    const range = periodRange(options.selection, this.site.leagueTimeZone);
    const { rows } = await this.queryBus.execute<ListLeaderboardQuery, Rows<LeaderboardRow>>(
      new ListLeaderboardQuery({ venueID: options.venueID, eventID: 0, range }, { limit: options.rows, offset: 0 }),
    );
    framable(reply);
    return renderEmbedPage({
      title: `${venue.title} standings`,
      subtitle: periodLabel(options.selection),
      body: standingsTable(rows, this.site.visitedSiteUrl),
      more: {
        href: `${this.site.visitedSiteUrl}${leaderboardPath(options.venueID, options.selection)}`,
        text: `Full leaderboard on ${this.site.siteName}`,
      },
      look: options.look,
    });
  }

  @Get('player')
  @CachedRead({ tags: STANDINGS_ANSWER_TABLES, contentType: HTML_TYPE })
  @ApiOperation({
    summary: "A player's card (name, number, league points and rank) as a framable HTML widget",
    description:
      'number required (the player number on the card); year and period as for /embed/standings. Unknown number: 404 HTML page.',
  })
  @ApiProduces(HTML_TYPE)
  @documented(
    ApiQuery({ name: 'number', required: true, type: Number }),
    ApiQuery({ name: 'year', required: false, type: Number }),
    ApiQuery({ name: 'period', required: false }),
  )
  async player(@Query() query: EmbedQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const options = playerEmbedOptions(query, this.currentYear());
    const {
      rows: [player],
    } = await this.queryBus.execute<SearchPlayersQuery, Rows<PlayerSearchRow>>(
      new SearchPlayersQuery('number', String(options.playerNumber)),
    );
    if (!player) throw new CardPlayerNotFoundError(options.playerNumber);
    const range = periodRange(options.selection, this.site.leagueTimeZone);
    const stats = await this.queryBus.execute(
      new GetPointStatsQuery({ venueID: 0, eventID: 0, range }, player.playerID),
    );
    framable(reply);
    return renderEmbedPage({
      title: player.title,
      subtitle: `League standing, ${periodLabel(options.selection)}`,
      body: playerFacts({
        playerNumber: player.playerNumber,
        playerName: player.title,
        totalPoints: stats.totalPoints,
        ranked: stats.ranked,
      }),
      more: {
        href: `${this.site.visitedSiteUrl}/players/dashboard/${player.playerNumber}/${options.selection.year}`,
        text: `Player dashboard on ${this.site.siteName}`,
      },
      look: options.look,
    });
  }

  @Get('games')
  @CachedRead({ tags: GAME_ANSWER_TABLES, contentType: HTML_TYPE })
  @ApiOperation({
    summary: "A venue's next games as a framable HTML widget",
    description:
      'venue required; rows 1-20 (default 5). Listed games from today on, soonest first (canceled ones marked). Unknown venue: 404 HTML page.',
  })
  @ApiProduces(HTML_TYPE)
  @documented(
    ApiQuery({ name: 'venue', required: true, type: Number }),
    ApiQuery({ name: 'rows', required: false, type: Number }),
  )
  async games(@Query() query: EmbedQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const options = gamesEmbedOptions(query);
    const venue = await this.venue(options.venueID);
    const now = this.clock.now();
    const zone = this.site.leagueTimeZone;
    const today = leagueDateOf(now, zone);
    const inAYear = toZone(now, zone).plus({ years: 1 }).toISODate()!;
    const { rows } = await this.queryBus.execute<ListGamesQuery, Rows<GameRow>>(
      new ListGamesQuery(
        { hostID: 0, venueID: options.venueID, eventID: 0, eventType: 0, start: today, stop: inAYear },
        null,
        false,
        VISITOR,
      ),
    );
    const upcoming = rows.filter((game) => new Date(game.gameAt) >= now).slice(0, options.rows);
    framable(reply);
    return renderEmbedPage({
      title: `Next games at ${venue.title}`,
      subtitle: venue.city ? `${venue.city}` : '',
      body: gamesTable(upcoming, this.site.visitedSiteUrl),
      more: { href: `${this.site.visitedSiteUrl}/events/calendar`, text: `Calendar on ${this.site.siteName}` },
      look: options.look,
    });
  }

  private async venue(venueID: number): Promise<Venue | PublicVenue> {
    const { rows } = await this.queryBus.execute<GetVenueQuery, Rows<Venue | PublicVenue>>(
      new GetVenueQuery(venueID, 0),
    );
    return rows[0]!;
  }

  private currentYear(): number {
    return toZone(this.clock.now(), this.site.leagueTimeZone).year;
  }
}

/** The site's event leaderboard for the venue: /events/leaderboard/{venue}/0/{year}[/{month}]. */
function leaderboardPath(venueID: number, { year, period }: PeriodSelection): string {
  const month = /^M(\d+)$/.exec(period)?.[1];
  return `/events/leaderboard/${venueID}/0/${year}${month ? `/${month}` : ''}`;
}
