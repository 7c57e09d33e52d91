import { Controller, Delete, HttpCode, Post, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { EventType } from '../../../shared/domain/event-type.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { InvalidInputError } from '../../../shared/domain/validation.errors.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { Idempotent } from '../../../shared/interface/idempotency/idempotent.decorator.js';
import { SpecValidationPipe } from '../../../shared/interface/validation/spec-validation.pipe.js';
import { CheckInPlayerCommand } from '../application/commands/check-in-player.command.js';
import { EndGameCommand } from '../application/commands/end-game.command.js';
import { RemovePlayerCommand } from '../application/commands/remove-player.command.js';
import { SetPlaceCommand } from '../application/commands/set-place.command.js';
import { SetQuarterlyBuysCommand } from '../application/commands/set-quarterly-buys.command.js';
import { SetSatellitePointsCommand } from '../application/commands/set-satellite-points.command.js';
import { GamesOfPointsQuery } from '../application/queries/games-of-points.query.js';
import { PointsOfSeveralGamesError } from '../domain/game-night.errors.js';
import type { PointWriteAnswer } from '../domain/point-calls.js';
import { PointNotFoundError } from '../domain/points.errors.js';
import {
  CheckInDto,
  EndGameEntryDto,
  MAX_END_ENTRIES,
  PointRecordDto,
  RemovePlayerDto,
  SetBuysDto,
  SetPlaceDto,
  SetPointsDto,
} from './points.dto.js';

const specValidation = new SpecValidationPipe();
/** A body checked against its form's field table, as the global pipe checks a typed `@Data()`. */
const checked = <T>(type: Type<T>, value: unknown): T => specValidation.transform(value, { type: 'body', metatype: type }) as T;

const given = (record: Record<string, unknown>, field: string): boolean => record[field] !== undefined && record[field] !== null && record[field] !== '';

const POINT_RECORD_DISPATCH =
  "SPEC 7's one write for the points screen; the form goes by the shape of `data`: " +
  'an ARRAY of `{ pointID, place, points, bonusType, bonuses, hostID }` ends the game (only `place` is read; every record must belong to one game; hostID from the first entry; the same as POST /v1/point/end); ' +
  'an object without `pointID` checks a player in (`gameID` with `playerID` or `scan`: POST /v1/point/check-in); ' +
  'with `pointID` and any of `buyIn`, `reBuy`, `addOn`: the quarterly Update (POST /v1/point/buys); ' +
  'with `pointID` and `points` (no `place`): a satellite\'s points (POST /v1/point/points); ' +
  'with `pointID` and `place` (no `points`): a place (POST /v1/point/place); ' +
  'with both `place` and `points` (a whole record): the points for a satellite, else the place. ' +
  'Each form answers and refuses as its clearer route does.';

/** The points screen's writes (Host in host mode) and the player stats it reads (public). */
@ApiTags('points')
@Controller('v1/point')
export class PointsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({ summary: 'A point record: check-in, place, satellite points, quarterly buys, or (an array) end the game', description: POINT_RECORD_DISPATCH })
  @ApiBody({ type: PointRecordDto, description: 'One point record, or an array of end-game entries (see the description)' })
  async write(@Data() data: unknown, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    if (Array.isArray(data)) return this.endGame(data, user);
    if (data === null || typeof data !== 'object') return this.checkIn(checked(CheckInDto, data), user);
    const record = data as Record<string, unknown>;
    if (!given(record, 'pointID')) return this.checkIn(checked(CheckInDto, data), user);
    if (['buyIn', 'reBuy', 'addOn'].some((field) => given(record, field))) return this.setBuys(checked(SetBuysDto, data), user);
    const hasPoints = given(record, 'points');
    if (hasPoints && given(record, 'place') && !(await this.isSatellite(checked(SetPointsDto, data).pointID))) return this.setPlace(checked(SetPlaceDto, data), user);
    if (hasPoints) return this.setPoints(checked(SetPointsDto, data), user);
    return this.setPlace(checked(SetPlaceDto, data), user);
  }

  @Post('check-in')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({
    summary: 'Check a player in, or scan an entry (satellite +10, quarterly next buy)',
    description:
      '`playerID`, or `scan` (a number, {host}/p/{n}, {host}/p?n={n}, the ;... wedge form). A new record has zeros (a quarterly one its first buy-in); ' +
      'on an existing entry: satellite scan (Game hasn\'t started yet; nothing within 2 minutes; +10, +20 with double points), quarterly next buy (rebuysAllowed, addOnsAllowed), ' +
      'else 409 "Player is already checked in". Answers the record, the welcome the monitor shows, and the game\'s totals.',
  })
  @ApiBody({ type: CheckInDto })
  checkInRoute(@Data() request: CheckInDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.checkIn(request, user);
  }

  @Post('place')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({ summary: "Set a record's place: 1-8, or 0 / 9999 for none (not for satellites)" })
  @ApiBody({ type: SetPlaceDto })
  placeRoute(@Data() request: SetPlaceDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.setPlace(request, user);
  }

  @Post('points')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({ summary: "Set a satellite record's points (0-9999)" })
  @ApiBody({ type: SetPointsDto })
  pointsRoute(@Data() request: SetPointsDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.setPoints(request, user);
  }

  @Post('buys')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({ summary: "The quarterly Update: a record's chosen buy-in, rebuy and add-on (whole chips; null leaves one as it is)" })
  @ApiBody({ type: SetBuysDto })
  buysRoute(@Data() request: SetBuysDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.setBuys(request, user);
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({ summary: 'Remove a player from a game (their record goes)' })
  @ApiBody({ type: RemovePlayerDto })
  remove(@Data() request: RemovePlayerDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.commandBus.execute(new RemovePlayerCommand({ pointID: request.pointID, gameID: request.gameID }, user));
  }

  private checkIn(request: CheckInDto, user: AuthenticatedUser): Promise<PointWriteAnswer> {
    const { gameID, playerID, scan, hostID, rebuysAllowed, addOnsAllowed } = request;
    return this.commandBus.execute(
      new CheckInPlayerCommand({ gameID, playerID: playerID ?? undefined, scan: scan ?? undefined, hostID: hostID ?? undefined, rebuysAllowed: rebuysAllowed ?? false, addOnsAllowed: addOnsAllowed ?? false }, user),
    );
  }

  private setPlace({ pointID, place, hostID, gameID }: SetPlaceDto, user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.commandBus.execute(new SetPlaceCommand({ pointID, place, hostID: hostID ?? undefined, gameID }, user));
  }

  private setPoints({ pointID, points, hostID, gameID }: SetPointsDto, user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.commandBus.execute(new SetSatellitePointsCommand({ pointID, points, hostID: hostID ?? undefined, gameID }, user));
  }

  private setBuys({ pointID, buyIn, reBuy, addOn, hostID, gameID }: SetBuysDto, user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.commandBus.execute(new SetQuarterlyBuysCommand({ pointID, buyIn, reBuy, addOn, hostID: hostID ?? undefined, gameID }, user));
  }

  /** SPEC's end-game list: the game is the records' own, the places are all that is read. */
  private async endGame(entries: unknown[], user: AuthenticatedUser): Promise<PointWriteAnswer> {
    if (entries.length === 0) throw new InvalidInputError('The end-game list names no records');
    if (entries.length > MAX_END_ENTRIES) throw new InvalidInputError(`The end-game list may name at most ${MAX_END_ENTRIES} records`);
    const places = entries.map((entry) => checked(EndGameEntryDto, entry));
    const pointIDs = [...new Set(places.map(({ pointID }) => pointID))];
    const found = await this.queryBus.execute(new GamesOfPointsQuery(pointIDs));
    if (found.length < pointIDs.length) throw new PointNotFoundError();
    const gameIDs = new Set(found.map(({ gameID }) => gameID));
    if (gameIDs.size !== 1) throw new PointsOfSeveralGamesError();
    return this.commandBus.execute(
      new EndGameCommand({ gameID: [...gameIDs][0]!, places: places.map(({ pointID, place }) => ({ pointID, place })), hostID: places[0]!.hostID ?? undefined }, user),
    );
  }

  /** A whole record posted to POST /v1/point: a satellite's is a points edit. Unknown records are the command's to refuse. */
  private async isSatellite(pointID: number): Promise<boolean> {
    const [found] = await this.queryBus.execute(new GamesOfPointsQuery([pointID]));
    return found?.eventType === EventType.Satellite;
  }
}
