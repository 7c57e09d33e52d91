import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Rows } from '../../../shared/application/rows.js';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { type InstantRange } from '../../../shared/domain/period.js';
import { leagueDateRange } from '../../../shared/domain/zoned-period.js';
import { FieldNotValidError, FieldRequiredError } from '../../../shared/domain/validation.errors.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { ListPointGamesQuery } from '../application/queries/list-point-games.query.js';
import { ListPointHistoryQuery } from '../application/queries/list-point-history.query.js';
import { ListVenueGamesQuery } from '../application/queries/list-venue-games.query.js';
import type { EventLeaderboardRow, HistoryRow, VenueGamesRow } from '../domain/standings-calls.js';
import { seriesSlotOf, listPage } from '../domain/standings-lists.js';

/**
 * They read counted games' records and show venue and series names: an ending, a write to an ended game's records, a
 * game write, or a venue or series write drops them (the cache tag keeps the table's name, `events`); a check-in to a
 * game still open does not (`points:counted`, COUNTED_RECORDS_TAG).
 */
const LIST_TAGS = ['points:counted', 'games', 'players', 'venues', 'events'];

const COUNTED_GAMES =
  'Counts ended games that are not canceled nor unlisted (an unlisted game is a practice game: it counts for nobody, host mode included). start and stop: league dates (yyyy-MM-dd, both included).';

/**
 * The standings reads that list records as they are (no totals): the event leaderboard by
 * game and the champions, a player's history, games by venue. Public; straight SQL over
 * games and their records, each kept by the read cache until a game changes.
 */
@ApiTags('standings')
@Controller('v1')
export class PointListsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly site: SiteInfo,
  ) {}

  @Get([
    'point/games/:venueID/:eventID/:playerID/:winnersOnly',
    'point/games/:venueID/:eventID/:playerID/:winnersOnly/:start/:stop',
  ])
  @CachedRead({ tags: LIST_TAGS, by: 'level' })
  @ApiOperation({
    summary:
      'The event leaderboard by game, and the champions lists: each placed record, newest game first, then by place',
    description:
      'venueID, playerID 0 for any. eventID: 0 any; 3 every Quarterly game (quarterly champions), 4 every Tournament (national champions); else one recurring event. ' +
      'winnersOnly 1: 1st places only; 0: places 1-8. Without start and stop: all years (`/v1/point/games/0/3/0/1`). ' +
      COUNTED_GAMES,
  })
  games(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @Param('winnersOnly', new IdParam('Winners Only')) winnersOnly: number,
    @Param('start', new DateParam('Start')) start: string | undefined,
    @Param('stop', new DateParam('Stop')) stop: string | undefined,
  ): Promise<Rows<EventLeaderboardRow>> {
    if (winnersOnly > 1) throw new FieldNotValidError('winnersOnly', 'Winners Only');
    const range = start === undefined && stop === undefined ? null : this.window(start, stop);
    return this.queryBus.execute(
      new ListPointGamesQuery({ venueID, series: seriesSlotOf(eventID), range }, playerID, winnersOnly === 1),
    );
  }

  @Get('point/history/:venueID/:eventID/:playerID/:start/:stop/:page/:pageSize')
  @CachedRead({ tags: LIST_TAGS, by: 'level' })
  @ApiOperation({
    summary: "A player's records, newest first (the dashboard's history), a page at a time",
    description:
      'venueID and eventID 0 for any (eventID names one recurring event). playerID required. page 1-based with pageSize 1-100; pageSize 0: every row. total counts every match. ' +
      COUNTED_GAMES,
  })
  history(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('playerID', new IdParam('Player ID')) playerID: number,
    @Param('start', new DateParam('Start')) start: string | undefined,
    @Param('stop', new DateParam('Stop')) stop: string | undefined,
    @Param('page', new IdParam('Page')) page: number,
    @Param('pageSize', new IdParam('Page Size')) pageSize: number,
  ): Promise<Rows<HistoryRow>> {
    if (!playerID) throw new FieldRequiredError('playerID', 'Player ID');
    const series = eventID ? { eventID } : null;
    return this.queryBus.execute(
      new ListPointHistoryQuery(
        { venueID, series, range: this.window(start, stop) },
        playerID,
        listPage(page, pageSize),
      ),
    );
  }

  @Get('venue/stats/:venueID/:eventID/:start/:stop')
  @CachedRead({ tags: LIST_TAGS, by: 'level' })
  @ApiOperation({
    summary: 'Games played by venue in a window (the activity dashboard), most first',
    description:
      'venueID 0: every venue; eventID 0 any (else one recurring event). Online games (no venue) count as venue 0 "Online". ' +
      COUNTED_GAMES,
  })
  venueStats(
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('start', new DateParam('Start')) start: string | undefined,
    @Param('stop', new DateParam('Stop')) stop: string | undefined,
  ): Promise<Rows<VenueGamesRow>> {
    const series = eventID ? { eventID } : null;
    return this.queryBus.execute(new ListVenueGamesQuery({ venueID, series, range: this.window(start, stop) }));
  }

  /** Both dates, or a 400 naming the one missing. */
  private window(start: string | undefined, stop: string | undefined): InstantRange {
    if (start === undefined) throw new FieldRequiredError('start', 'Start');
    if (stop === undefined) throw new FieldRequiredError('stop', 'Stop');
    return leagueDateRange(start, stop, this.site.leagueTimeZone);
  }
}
