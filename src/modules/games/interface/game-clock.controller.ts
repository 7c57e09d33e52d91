import { Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { Clock } from '../../../shared/application/clock.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { NO_STORE } from '../../../shared/interface/auth/no-store.js';
import { describeFailure } from '../../../shared/interface/domain-error.filter.js';
import { Idempotent } from '../../../shared/interface/idempotency/idempotent.decorator.js';
import { IdParam } from '../../../shared/interface/path-params.js';
import { ControlGameClockCommand } from '../application/commands/control-game-clock.command.js';
import { SetGameClockStructureCommand } from '../application/commands/set-game-clock-structure.command.js';
import type { GameClockAnswer } from '../application/game-clock-answer.js';
import { GetGameClockQuery } from '../application/queries/get-game-clock.query.js';
import { gameViewerOf } from '../domain/game.js';
import type { ClockAction, ClockView } from '../domain/game-clock.js';
import { ClockVersionConflictError } from '../domain/game-clock.errors.js';
import { ClockControlDto, ClockStructureDto } from './game-clock.dto.js';

/** A 409 for a stale version carries the clock as it is, so the screen shows it at once and the host may press again. */
type ConflictAnswer = ReturnType<typeof describeFailure>['body'] & { clock: ClockView; serverNow: string };

const ANSWER =
  'Answers `{ clock: { gameID, levels, levelIndex, status (ready|running|paused|finished), endsAt, remainingMs, pausedAt, version }, serverNow, playersLeft }`; ' +
  'a screen shows endsAt - (its time + serverNow - its time at receipt) while running, remainingMs otherwise.';

/** The tournament clock (issue 23): public read, host controls, manager structure. */
@ApiTags('games')
@Controller('v1/game/clock')
export class GameClockController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get(':gameID')
  @ApiOperation({
    summary: "A game's tournament clock, at the server's time",
    description: `Whoever may read the game (404 "Game not found" for an unlisted one below host mode). A clock never written is the game's default structure, not started (version 0). ${ANSWER}`,
  })
  async read(
    @Param('gameID', new IdParam('Game ID')) gameID: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GameClockAnswer> {
    // A time: never kept by a browser or a proxy.
    void reply.header('Cache-Control', NO_STORE);
    return this.queryBus.execute(new GetGameClockQuery(gameID, gameViewerOf(user)));
  }

  @Post(':gameID')
  @HttpCode(200)
  @Access(UserType.Host, { hostMode: true })
  @Idempotent()
  @ApiOperation({
    summary: 'Start, pause, resume, next or previous level, add a minute',
    description:
      `Host in host mode. Ordered: \`expectedVersion\` must be the clock's version, else 409 CLOCK_VERSION_CONFLICT with \`clock\` and \`serverNow\` (two hosts pressing at once: one result). ` +
      `409 CLOCK_ACTION_NOT_ALLOWED when the action does not fit (pause a clock not running, next on the last level). Broadcasts \`clock\` to the game's room. ${ANSWER}`,
  })
  @ApiBody({ type: ClockControlDto })
  control(
    @Param('gameID', new IdParam('Game ID')) gameID: number,
    @Data() { action, expectedVersion }: ClockControlDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GameClockAnswer | ConflictAnswer> {
    return this.conflictAware(reply, () =>
      this.commandBus.execute(new ControlGameClockCommand(gameID, action as ClockAction, expectedVersion)),
    );
  }

  @Put(':gameID/structure')
  @HttpCode(200)
  @Access(UserType.Manager)
  @Idempotent()
  @ApiOperation({
    summary: "Set a game's blind structure",
    description: `Manager and up. 400 CLOCK_STRUCTURE_INVALID naming the level at fault; the clock keeps its level (the last one when the structure is shorter). Ordered as the controls are. ${ANSWER}`,
  })
  @ApiBody({ type: ClockStructureDto })
  structure(
    @Param('gameID', new IdParam('Game ID')) gameID: number,
    @Data() { levels, expectedVersion }: ClockStructureDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GameClockAnswer | ConflictAnswer> {
    return this.conflictAware(reply, () =>
      this.commandBus.execute(new SetGameClockStructureCommand(gameID, levels, expectedVersion)),
    );
  }

  private async conflictAware(
    reply: FastifyReply,
    write: () => Promise<GameClockAnswer>,
  ): Promise<GameClockAnswer | ConflictAnswer> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ClockVersionConflictError)) throw error;
      void reply.status(409);
      return { ...describeFailure(error).body, clock: error.clock, serverNow: this.clock.now().toISOString() };
    }
  }
}
