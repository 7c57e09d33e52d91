import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { DateParam, IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { DeleteGameCommand } from '../application/commands/delete-game.command.js';
import { SaveGameCommand } from '../application/commands/save-game.command.js';
import {
  GAME_ANSWER_TABLES,
  GAME_POINTS_ANSWER_TABLES,
  ONE_GAME_ANSWER_TABLES,
  PLAYER_GAMES_ANSWER_TABLES,
} from '../application/game-reads.js';
import { GetEarningsReportQuery } from '../application/queries/get-earnings-report.query.js';
import { GetGameHistoryQuery } from '../application/queries/get-game-history.query.js';
import { GetGameQuery } from '../application/queries/get-game.query.js';
import { ListGamePointsQuery } from '../application/queries/list-game-points.query.js';
import { ListGamesQuery } from '../application/queries/list-games.query.js';
import { NextGameQuery } from '../application/queries/next-game.query.js';
import { gameViewerOf } from '../domain/game.js';
import { gamePage } from '../domain/game-paging.js';
import { HISTORY_READ_LEVEL, type GameHistoryRow } from '../domain/game-history.js';
import type { EarningsReport } from '../domain/earnings-report.js';
import type { GamePointRow, GameRow } from '../domain/game-row.js';
import { GameDto, GameIdDto } from './games.dto.js';
import { AllParam } from './all-param.js';
import { YearParam } from './year-param.js';

@ApiTags('games')
@Controller('v1/game')
export class GamesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get([
    'list/:hostID/:venueID/:eventID/:start/:stop',
    'list/:hostID/:venueID/:eventID/:start/:stop/:page/:pageSize',
    'list/:hostID/:venueID/:eventID/:start/:stop/:page/:pageSize/:all',
  ])
  @CachedRead({ tags: GAME_ANSWER_TABLES, tagsWhenAsked: { playerID: PLAYER_GAMES_ANSWER_TABLES } })
  @ApiOperation({
    summary: 'Games in a window of league dates (both included)',
    description:
      'hostID (games that player hosted), venueID, eventID: 0 for any. Without page and pageSize (or with 0/0): every game, oldest first. ' +
      'With page (1-based) and pageSize (1-100; browse uses 30): that page, newest first; total counts every match. ' +
      '`all` adds unlisted games for callers in host mode and managers; ignored for others. Earnings note and deposit fields for hosts and up. ' +
      '`?eventType=2` keeps only games of that type (the Satellites list). `?playerID=` keeps only the games that player played (has a point record in): the Events player filter.',
  })
  // The pipe takes the word `all` and nothing else (not true, 1): the parameter's type says so, not the handler's boolean.
  @ApiParam({
    name: 'all',
    required: true,
    schema: { type: 'string', enum: ['all'] },
    description: 'The word `all`: unlisted games too (host mode, managers)',
  })
  @ApiQuery({
    name: 'eventType',
    required: false,
    type: Number,
    description: 'Only games of this event type (2 Satellite); 0 or absent: any',
  })
  @ApiQuery({
    name: 'playerID',
    required: false,
    type: Number,
    description: 'Only games this player played (a point record); 0 or absent: any',
  })
  list(
    @Param('hostID', new IdParam('Host ID')) hostID: number,
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event ID')) eventID: number,
    @Param('start', new DateParam('Start')) start: string,
    @Param('stop', new DateParam('Stop')) stop: string,
    @Param('page', new IdParam('Page')) page: number,
    @Param('pageSize', new IdParam('Page Size')) pageSize: number,
    @Param('all', AllParam) all: boolean,
    @Query('eventType', new IdParam('Event Type')) eventType: number,
    @Query('playerID', new IdParam('Player ID')) playerID: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<GameRow>> {
    return this.queryBus.execute(
      new ListGamesQuery(
        { hostID, venueID, eventID, eventType, playerID, start, stop },
        gamePage(page, pageSize),
        all,
        gameViewerOf(user),
      ),
    );
  }

  // The third segment shares the window form's name (one router node for both); here it is a type.
  @Get('list/:hostID/:venueID/:eventID/:start')
  @CachedRead({ tags: GAME_ANSWER_TABLES })
  @ApiOperation({
    summary: 'The next game of a type on or after a date',
    description:
      '`/v1/game/list/0/0/3/{start}`: the next Quarterly. In this 4-segment form the third segment is an event type (0 any), not an event; hostID and venueID 0 for any. At most one row; canceled and unlisted games are passed over.',
  })
  next(
    @Param('hostID', new IdParam('Host ID')) hostID: number,
    @Param('venueID', new IdParam('Venue ID')) venueID: number,
    @Param('eventID', new IdParam('Event Type')) eventType: number,
    @Param('start', new DateParam('Start')) start: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<GameRow>> {
    return this.queryBus.execute(new NextGameQuery(hostID, venueID, eventType, start, gameViewerOf(user)));
  }

  @Get('id/:gameID')
  @CachedRead({ tags: ONE_GAME_ANSWER_TABLES })
  @ApiOperation({
    summary:
      'One game; 404 "Game not found" (also for an unlisted game, unless the caller is in host mode or a manager)',
  })
  byID(
    @Param('gameID', new IdParam('Game ID')) gameID: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<GameRow>> {
    return this.queryBus.execute(new GetGameQuery(gameID, gameViewerOf(user)));
  }

  @Get('points/:gameID/:all')
  @CachedRead({ tags: GAME_POINTS_ANSWER_TABLES })
  @ApiOperation({
    summary: "A game's point records with player names and numbers, by place (unplaced last) then name",
    description:
      'all 1: every record, checked in or not yet placed; all 0: the records that count (a place or points). 404 "Game not found" as for the game.',
  })
  points(
    @Param('gameID', new IdParam('Game ID')) gameID: number,
    @Param('all', new IdParam('All')) all: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<GamePointRow>> {
    return this.queryBus.execute(new ListGamePointsQuery(gameID, all !== 0, gameViewerOf(user)));
  }

  @Get('history/:gameID')
  @Access(HISTORY_READ_LEVEL, { ownOnly: true })
  @ApiOperation({
    summary: "A game's audit trail: every change to its records and totals, oldest first",
    description:
      'Check-ins, scans, buys, places, points, removals, endings and corrections, saves after the game started and deposit applications, each with who (id and name at the time), ' +
      'when (server time, ISO 8601 UTC), the session it came from (its id) and what changed (`changes`: `[{ field, from, to, playerID?, player? }]`). ' +
      'Managers and up: any game; Assistants and Hosts: a game they host or changed (403 otherwise); 404 "Game not found". Append-only: there is no way to change or remove a row.',
  })
  history(
    @Param('gameID', new IdParam('Game ID')) gameID: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Rows<GameHistoryRow>> {
    return this.queryBus.execute(new GetGameHistoryQuery(gameID, user));
  }

  @Get('earnings/:year')
  @Access(UserType.Owner)
  @ApiOperation({
    summary: "The owner's earnings report for a league year",
    description:
      'Owner (50) only. Estimated, actual (collected) and deposited earnings per month (league time zone), venue and host, with outstanding = actual - deposited, ' +
      'summed in whole cents; `totals` for the year. Canceled games are left out; unlisted games count. Rows by month, venue name, host name. ' +
      '400 `The "Year" field is not valid.` (`year`) outside 2004-2099.',
  })
  @ApiParam({ name: 'year', type: Number, example: 2026 })
  earnings(@Param('year', new YearParam('Year')) year: number): Promise<EarningsReport> {
    return this.queryBus.execute(new GetEarningsReportQuery(year));
  }

  @Post('save')
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({
    summary: 'Add (gameID 0) or update a game',
    description:
      "Manage Games' save. Estimated earnings are computed by the server. Refuses a title with a marker word, a type other than Regular, Satellite or Quarterly for a new game, an unknown venue or event, an event of another venue, a host below host level. " +
      "Answers `{ message, game }`. SPEC's object form posted to POST /v1/game does the same.",
  })
  @ApiBody({ type: GameDto })
  async save(
    @Data() game: GameDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ message: string; game: GameRow }> {
    const saved = await this.commandBus.execute(new SaveGameCommand({ ...game, gameID: game.gameID ?? 0 }, user));
    // Answer the row the reads give (names, display title), so the form can show it at once.
    const { rows } = await this.queryBus.execute(new GetGameQuery(saved.gameID, gameViewerOf(user)));
    return { message: game.gameID ? 'Game updated' : 'Game added', game: rows[0]! };
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({ summary: 'Delete a game that has no point records (409 otherwise: cancel it instead)' })
  @ApiBody({ type: GameIdDto })
  async remove(@Data() { gameID }: GameIdDto, @CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    await this.commandBus.execute(new DeleteGameCommand(gameID, user));
    return { message: 'Game deleted' };
  }
}
