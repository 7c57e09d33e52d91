import { Controller, HttpCode, Post, Req, Res, type Type } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventType } from '../../../shared/domain/event-type.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { InvalidInputError } from '../../../shared/domain/validation.errors.js';
import { Access, Data, OpenDuringTwoStepSetup } from '../../../shared/interface/auth/access.decorator.js';
import { ExplicitRoutes } from '../../../shared/interface/compat/explicit-routes.js';
import { Idempotent } from '../../../shared/interface/idempotency/idempotent.decorator.js';
import { SpecValidationPipe } from '../../../shared/interface/validation/spec-validation.pipe.js';
import { GamesOfPointsQuery } from '../application/queries/games-of-points.query.js';
import { PointsOfSeveralGamesError } from '../domain/game-night.errors.js';
import type { PointWriteAnswer } from '../domain/point-calls.js';
import { PointNotFoundError } from '../domain/points.errors.js';
import { GameEndingController } from './game-ending.controller.js';
import { EndGameEntryDto, MAX_END_ENTRIES, PointRecordDto } from './points.dto.js';
import { PointsController } from './points.controller.js';

const specValidation = new SpecValidationPipe();
const checked = <T>(type: Type<T>, value: unknown): T =>
  specValidation.transform(value, { type: 'body', metatype: type }) as T;

const given = (record: Record<string, unknown>, field: string): boolean =>
  record[field] !== undefined && record[field] !== null && record[field] !== '';

const POINT_RECORD_DISPATCH =
  "SPEC 7's one write for the points screen, kept for compatibility: each form is its explicit route, called as that route is " +
  '(its access rule, its body check, its answer and refusals). The form goes by the shape of `data`: ' +
  "an ARRAY of `{ pointID, place, points, bonusType, bonuses, hostID }` ends the game: POST /v1/point/end with the records' one game, their places and the first entry's hostID " +
  '(only `pointID`, `place` and `hostID` are read; an empty list, a record not found or records of several games cannot name the game and are refused here); ' +
  'an object without `pointID` checks a player in (POST /v1/point/check-in); ' +
  'with `pointID` and any of `buyIn`, `reBuy`, `addOn`: the quarterly Update (POST /v1/point/buys); ' +
  "with `pointID` and `points` (no `place`): a satellite's points (POST /v1/point/points); " +
  'with `pointID` and `place` (no `points`): a place (POST /v1/point/place); ' +
  "with both `place` and `points` (a whole record): POST /v1/point/points for a satellite's record, else POST /v1/point/place.";

/**
 * The points module's compatibility layer: SPEC's body-shape `POST /v1/point`. It only
 * recognises the form and calls the form's explicit route (PointsController,
 * GameEndingController) through ExplicitRoutes; no rule or access check of its own
 * (its `@Access` is the forms' common floor, the explicit route's is what decides).
 */
@ApiTags('points')
@Controller('v1/point')
export class PointsCompatController {
  constructor(
    private readonly explicit: ExplicitRoutes,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  // The explicit route's guard decides two-step setup too, in its own order (level first).
  @OpenDuringTwoStepSetup()
  // As POST /v1/point/check-in: the device time is not part of what a key names.
  @Idempotent({ leftOutOfFingerprint: ['scannedAt'] })
  @ApiOperation({
    summary:
      'A point record: check-in, place, satellite points, quarterly buys, or (an array) end the game (SPEC form of the explicit routes)',
    description: POINT_RECORD_DISPATCH,
  })
  @ApiBody({
    type: PointRecordDto,
    description: 'One point record, or an array of end-game entries (see the description)',
  })
  async write(
    @Data() data: unknown,
    @Req() request: object,
    @Res({ passthrough: true }) response: unknown,
  ): Promise<PointWriteAnswer> {
    const form = await this.formOf(data);
    if (form.route === 'end') return this.explicit.call(GameEndingController, 'end', request, response, form.body);
    return this.explicit.call(PointsController, form.route, request, response, form.body);
  }

  /** The explicit route a body's shape names (PointsController's methods, or GameEndingController's end), and the body to give it. */
  private async formOf(
    data: unknown,
  ): Promise<{ route: 'end' | 'checkInRoute' | 'buysRoute' | 'placeRoute' | 'pointsRoute'; body: unknown }> {
    if (Array.isArray(data)) return { route: 'end', body: await this.endGameBody(data) };
    if (data === null || typeof data !== 'object') return { route: 'checkInRoute', body: data };
    const record = data as Record<string, unknown>;
    if (!given(record, 'pointID')) return { route: 'checkInRoute', body: data };
    if (['buyIn', 'reBuy', 'addOn'].some((field) => given(record, field))) return { route: 'buysRoute', body: data };
    if (!given(record, 'points')) return { route: 'placeRoute', body: data };
    if (!given(record, 'place')) return { route: 'pointsRoute', body: data };
    return { route: (await this.isSatellite(record.pointID)) ? 'pointsRoute' : 'placeRoute', body: data };
  }

  /** SPEC's end-game list names no game: it is the records' own. The places and hostID go to POST /v1/point/end as given. */
  private async endGameBody(
    entries: unknown[],
  ): Promise<{ gameID: number; places: { pointID: unknown; place: unknown }[]; hostID: unknown }> {
    if (entries.length === 0) throw new InvalidInputError('The end-game list names no records');
    if (entries.length > MAX_END_ENTRIES)
      throw new InvalidInputError(`The end-game list may name at most ${MAX_END_ENTRIES} records`);
    const places = entries.map((entry) => checked(EndGameEntryDto, entry));
    const pointIDs = [...new Set(places.map(({ pointID }) => pointID))];
    const found = await this.queryBus.execute(new GamesOfPointsQuery(pointIDs));
    if (found.length < pointIDs.length) throw new PointNotFoundError();
    const gameIDs = new Set(found.map(({ gameID }) => gameID));
    if (gameIDs.size !== 1) throw new PointsOfSeveralGamesError();
    return {
      gameID: [...gameIDs][0]!,
      places: places.map(({ pointID, place }) => ({ pointID, place })),
      hostID: places[0]!.hostID,
    };
  }

  /** A whole record: a satellite's is a points edit. An unknown or malformed record goes to POST /v1/point/place, which refuses it. */
  private async isSatellite(pointID: unknown): Promise<boolean> {
    if (typeof pointID !== 'number' || !Number.isInteger(pointID) || pointID < 1 || pointID > 2_147_483_647)
      return false;
    const [found] = await this.queryBus.execute(new GamesOfPointsQuery([pointID]));
    return found?.eventType === EventType.Satellite;
  }
}
