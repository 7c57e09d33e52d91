import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { SpecValidationPipe } from '../../../shared/interface/validation/spec-validation.pipe.js';
import { GetGameQuery } from '../../games/application/queries/get-game.query.js';
import { gameViewerOf } from '../../games/domain/game.js';
import type { GameRow } from '../../games/domain/game-row.js';
import { ApplyGameDepositsCommand } from '../application/commands/apply-game-deposits.command.js';
import { DEPOSIT_MESSAGES } from '../application/deposit-reads.js';
import { GAME_DEPOSIT_LINE_FIELDS, MAX_GAME_DEPOSIT_LINES } from '../domain/deposit.fields.js';
import { DepositApplicationError } from '../domain/deposits.errors.js';

/** One line of the game-list form of deposit application. */
export class GameDepositLineDto extends dtoFrom(GAME_DEPOSIT_LINE_FIELDS) {}

/** POST /v1/deposit/apply's body: the lines, each checked by GAME_DEPOSIT_LINE_FIELDS in the handler (a broken line is "Error applying deposit (...)"). */
export class ApplyDepositsDto extends dtoFrom({
  games: {
    label: 'Games',
    type: 'array',
    description: `Each \`{ gameID, earningsDeposited, depositID? }\` (dollars; depositID: the deposit the change counts to, blank for a correction of the game alone); 1 to ${MAX_GAME_DEPOSIT_LINES} lines`,
  },
}) {}

const specValidation = new SpecValidationPipe();

/**
 * Product §7's deposit application by game list, as its own route (issue 21): admins and
 * up set the listed games' deposited earnings in one transaction, checked by the deposit
 * rule. SPEC's form of it is POST /v1/game with the list as the body (games-compat.controller.ts).
 * The command is dispatched by its class through the CommandBus.
 */
@ApiTags('deposits')
@Controller('v1/deposit')
export class ApplyDepositsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('apply')
  @HttpCode(200)
  @Access(UserType.Admin)
  @ApiOperation({
    summary: "Apply deposits to games: set the listed games' deposited earnings (admins and up)",
    description:
      "In one transaction, checked by the deposit rule (no game past its actual earnings, a named deposit only on its host's games and never past its amount); " +
      'any broken line refuses the list with "Error applying deposit (...)". Answers `{ message, games }`. ' +
      "SPEC's array form posted to POST /v1/game does the same.",
  })
  @ApiBody({ type: ApplyDepositsDto })
  async apply(
    @Data() { games: lines }: ApplyDepositsDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ message: string; games: GameRow[] }> {
    if (!lines || lines.length === 0) throw new DepositApplicationError('the list names no games');
    if (lines.length > MAX_GAME_DEPOSIT_LINES)
      throw new DepositApplicationError(`the list may name at most ${MAX_GAME_DEPOSIT_LINES} games`);
    const parsed = lines.map((line) => {
      if (line === null || typeof line !== 'object' || Array.isArray(line))
        throw new DepositApplicationError('each line must be an object');
      try {
        return specValidation.transform(line, { type: 'body', metatype: GameDepositLineDto }) as GameDepositLineDto;
      } catch (error) {
        // A field's own words, in the form's frame: "Error applying deposit (The "Deposited Earnings" field must be at least 0.)".
        if (error instanceof DomainError) throw new DepositApplicationError(error.message, error.field);
        throw error;
      }
    });
    const gameIDs = await this.commandBus.execute(
      new ApplyGameDepositsCommand(
        parsed.map(({ gameID, earningsDeposited, depositID }) => ({
          gameID,
          earningsDeposited,
          depositID: depositID ?? null,
        })),
        user,
      ),
    );
    const games = await Promise.all(
      gameIDs.map(
        async (gameID) => (await this.queryBus.execute(new GetGameQuery(gameID, gameViewerOf(user)))).rows[0]!,
      ),
    );
    return { message: DEPOSIT_MESSAGES.applied, games };
  }
}
