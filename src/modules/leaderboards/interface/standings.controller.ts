import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JsonText } from '../../../shared/application/json-text.js';
import type { Rows } from '../../../shared/application/rows.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { ALL_YEARS, isLeagueYear, parsePeriod, type InstantRange } from '../../../shared/domain/period.js';
import { leagueDateRange, periodRange } from '../../../shared/domain/zoned-period.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import type { PointStatsAnswer } from '../../points/domain/point-calls.js';
import { GetPointStatsQuery } from '../application/queries/get-point-stats.query.js';
import { ListSeriesLeaderboardsQuery } from '../application/queries/list-series-leaderboards.query.js';
import { ListLeaderboardJsonQuery } from '../application/queries/list-leaderboard.query.js';
import { ListPlayerGamesQuery } from '../application/queries/list-player-games.query.js';
import { STANDINGS_ANSWER_TABLES, STANDINGS_SCOPE_ANSWER_TAGS } from '../application/standings-reads.js';
import { leaderboardPage } from '../domain/leaderboard-page.js';
import type { EventLeaderboardRow, LeaderboardRow, PlayerGamesRow } from '../domain/standings-calls.js';

const WINDOW =
  'start and stop: league dates (yyyy-MM-dd, both included), or a year and a period (`/2026/Q2`, `/2026/M3`, `/2026/All`, `/0/All` for all years). ' +
  'A month, a season, a year or all time is read from the standings read model; any other window is aggregated live from the point records, with the same answer. ' +
  'venueID and eventID 0 for any. Only ended games count, never canceled ones.';

/** The standings reads (public), from the leaderboard read model the standings jobs keep. */
@ApiTags('points')
@Controller('v1')
export class StandingsController {
  private readonly periodRanges = new Map<string, InstantRange>();

  constructor(
    private readonly queryBus: QueryBus,
    private readonly site: SiteInfo,
  ) {}

  @Get('point/totals/:venueID/:eventID/:start/:stop/:page/:pageSize')
  @CachedRead({ tags: STANDINGS_SCOPE_ANSWER_TAGS, by: 'level' })
  @ApiOperation({
    summary:
      "The leaderboard: each player's points, final tables, wins and games in a window, ranked 1, 2, 2, 4 by points",
    description: `${WINDOW} Ordered by rank, then name. page is 1-based; pageSize 0 answers every row (the quarterly standings), else 1-500; total counts every row.`,
  })
  totals(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('start') start: string,
    @Param('stop') stop: string,
    @Param('page', new IdParam('Page')) page: number,
    @Param('pageSize', new IdParam('Page Size')) pageSize: number,
  ): Promise<JsonText<Rows<LeaderboardRow>>> {
    const range = this.window(start, stop);
    return this.queryBus.execute(
      new ListLeaderboardJsonQuery({ venueID, eventID, range }, leaderboardPage(page, pageSize)),
    );
  }

  @Get('point/stats/:venueID/:eventID/:playerID/:start/:stop')
  @CachedRead({ tags: STANDINGS_SCOPE_ANSWER_TAGS, by: 'level' })
  @ApiOperation({
    summary: "A player's total points and rank in a window",
    description: `${WINDOW} ranked: 1 + the players with more points there; 0 when the player has none. The points screen asks /0/0/{playerID}/{year}/{period}.`,
  })
  stats(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @Param('start') start: string,
    @Param('stop') stop: string,
  ): Promise<PointStatsAnswer> {
    return this.queryBus.execute(
      new GetPointStatsQuery({ venueID, eventID, range: this.window(start, stop) }, playerID),
    );
  }

  @Get('point/events/:venueID/:eventID/:playerID/:flag/:start/:stop')
  @CachedRead({ tags: STANDINGS_ANSWER_TABLES, by: 'level' })
  @ApiOperation({
    summary: "Each event's leaderboard in a window: one row per player per event",
    description: `${WINDOW} playerID 0 for every player; flag 1 answers only each event's leaders (rank 1), 0 every row. Ordered by event, then rank and name; gameID 0 and gameAt null (per-event rows).`,
  })
  events(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @Param('flag', new IdParam('Flag')) flag: number,
    @Param('start') start: string,
    @Param('stop') stop: string,
  ): Promise<Rows<EventLeaderboardRow>> {
    if (flag > 1) throw new FieldNotValidError('flag', 'Flag');
    return this.queryBus.execute(
      new ListSeriesLeaderboardsQuery({ venueID, eventID, range: this.window(start, stop) }, playerID, flag === 1),
    );
  }

  @Get('player/stats/:venueID/:eventID/:start/:stop')
  @CachedRead({ tags: STANDINGS_SCOPE_ANSWER_TAGS, by: 'level' })
  @ApiOperation({
    summary: 'Games played by player in a window: the top 10',
    description: `${WINDOW} Most games first, then name.`,
  })
  playerGames(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('start') start: string,
    @Param('stop') stop: string,
  ): Promise<Rows<PlayerGamesRow>> {
    return this.queryBus.execute(new ListPlayerGamesQuery({ venueID, eventID, range: this.window(start, stop) }));
  }

  /** League dates, or a year and a period as the points screen asks. */
  private window(start: string, stop: string): InstantRange {
    const zone = this.site.leagueTimeZone;
    const period = parsePeriod(stop);
    if (period && /^\d{1,4}$/.test(start)) {
      const year = Number(start);
      if (year !== ALL_YEARS && !isLeagueYear(year)) throw new FieldNotValidError('start', 'Year');
      const selection = { year, period: year === ALL_YEARS ? ('All' as const) : period };
      const key = `${zone} ${selection.year} ${selection.period}`;
      let range = this.periodRanges.get(key);
      if (!range) {
        // A zoned range costs luxon a tenth of the query path's CPU (issue 24's profile): each period's, once. (Never mutated.)
        range = periodRange(selection, zone);
        if (this.periodRanges.size >= 10_000) this.periodRanges.clear();
        this.periodRanges.set(key, range);
      }
      return range;
    }
    const from = new DateParam('Start').transform(start, { type: 'param', data: 'start' })!;
    const to = new DateParam('Stop').transform(stop, { type: 'param', data: 'stop' })!;
    return leagueDateRange(from, to, zone);
  }
}
