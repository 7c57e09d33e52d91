import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, Data, OpenDuringTwoStepSetup } from '../../../shared/interface/auth/access.decorator.js';
import { ExplicitRoutes } from '../../../shared/interface/compat/explicit-routes.js';
import type { GameRow } from '../../games/domain/game-row.js';
import { GamesController } from '../../games/interface/games.controller.js';
import { GameDto } from '../../games/interface/games.dto.js';
import { ApplyDepositsController } from './apply-deposits.controller.js';

/**
 * SPEC's body-shape `POST /v1/game`, kept for compatibility. It only recognises the form and
 * calls the form's explicit route through ExplicitRoutes: an object is the games module's
 * POST /v1/game/save (Manager), a list is POST /v1/deposit/apply (Admin: its own `@Access`
 * decides, not this layer). Its own `@Access` is the forms' common floor. It lives in the
 * deposits module, which depends on games, so it names both routes by import (issue 36).
 */
@ApiTags('games')
@Controller('v1/game')
export class GamesCompatController {
  constructor(private readonly explicit: ExplicitRoutes) {}

  @Post()
  @HttpCode(200)
  @Access(UserType.Manager)
  // The explicit route's guard decides two-step setup too, in its own order (level first).
  @OpenDuringTwoStepSetup()
  @ApiOperation({
    summary: 'Add (gameID 0) or update a game; or (a list) apply deposits to games (SPEC form of the explicit routes)',
    description:
      'Kept for compatibility: each form is its explicit route, called as that route is (its access rule, its body check, its answer and refusals). ' +
      'An object: POST /v1/game/save. An ARRAY of `{ gameID, earningsDeposited, depositID? }`: POST /v1/deposit/apply with the array as `games` (admins and up; 403 below).',
  })
  @ApiBody({
    type: GameDto,
    description: 'One game, or an array of `{ gameID, earningsDeposited, depositID? }` (see the description)',
  })
  save(
    @Data() data: unknown,
    @Req() request: object,
    @Res({ passthrough: true }) response: unknown,
  ): Promise<{ message: string; game: GameRow } | { message: string; games: GameRow[] }> {
    if (Array.isArray(data))
      return this.explicit.call(ApplyDepositsController, 'apply', request, response, { games: data });
    return this.explicit.call(GamesController, 'save', request, response, data);
  }
}
