import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { Idempotent } from '../../../shared/interface/idempotency/idempotent.decorator.js';
import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { EndGameCommand } from '../application/commands/end-game.command.js';
import { END_GAME_FIELDS } from '../domain/end-game.fields.js';
import type { PointWriteAnswer } from '../domain/point-calls.js';

export class EndGameDto extends dtoFrom(END_GAME_FIELDS) {}

@ApiTags('points')
@Controller('v1/point')
export class GameEndingController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('end')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({
    summary: 'End a game, or end it again (a correction)',
    description:
      'Takes the places only; the server computes points, ties, double points, quarterly and tournament bonuses, satellite totals and the game totals and earnings, ' +
      'and saves them with a GameEnded event in one transaction. Answers "Game successfully ended" ("... Total points: {n}" for satellites) with every record of the game. ' +
      'Refuses: Not enough players, Missing {place}, More than one player in {place}, No changes detected (also the second of two endings at once), ' +
      'a record of another game (404), a place other than 0-8 or 9999, a canceled game, a game locked to managers (ended and over 7 days old). ' +
      "SPEC's array form posted to POST /v1/point does the same.",
  })
  @ApiBody({ type: EndGameDto })
  end(@Data() request: EndGameDto, @CurrentUser() user: AuthenticatedUser): Promise<PointWriteAnswer> {
    return this.commandBus.execute(
      new EndGameCommand(
        {
          gameID: request.gameID,
          places: request.places as { pointID: number; place: number }[],
          hostID: request.hostID ?? undefined,
        },
        user,
      ),
    );
  }
}
