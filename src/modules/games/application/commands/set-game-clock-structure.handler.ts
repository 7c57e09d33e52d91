import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import {
  clockAt,
  defaultStructureFor,
  newClock,
  normalizedStructure,
  structureProblem,
  withStructure,
  type BlindLevel,
} from '../../domain/game-clock.js';
import { ClockStructureInvalidError, ClockVersionConflictError } from '../../domain/game-clock.errors.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import type { GameClockAnswer } from '../game-clock-answer.js';
import { GameClockStore } from '../ports/game-clock.store.js';
import { GameNotifier } from '../ports/game-notifier.js';
import { GameRepository } from '../ports/game.repository.js';
import { SetGameClockStructureCommand } from './set-game-clock-structure.command.js';

/**
 * A manager edits a game's blind structure (issue 23): 1-60 levels of 1-120 minutes, positive
 * whole blinds with big >= small, an ante of 0 or more, breaks as levels with `break: true`.
 * The clock keeps its level (the last one if the structure is shorter); ordered as the controls are.
 */
@CommandHandler(SetGameClockStructureCommand)
export class SetGameClockStructureHandler implements ICommandHandler<SetGameClockStructureCommand> {
  constructor(
    private readonly games: GameRepository,
    private readonly clocks: GameClockStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifier: GameNotifier,
    private readonly clock: Clock,
  ) {}

  async execute({ gameID, levels, expectedVersion }: SetGameClockStructureCommand): Promise<GameClockAnswer> {
    const problem = structureProblem(levels);
    if (problem) throw new ClockStructureInvalidError(problem);
    const game = await this.games.findByID(gameID);
    if (!game) throw new GameNotFoundError();
    const answer = await this.unitOfWork.run(async () => {
      const state = await this.clocks.lock(newClock(gameID, defaultStructureFor(game.eventType)));
      const now = this.clock.now();
      if (state.version !== expectedVersion) throw new ClockVersionConflictError(clockAt(state, now.getTime()));
      const next = withStructure(state, normalizedStructure(levels as BlindLevel[]), now.getTime());
      await this.clocks.save(next, now);
      return {
        clock: clockAt(next, now.getTime()),
        serverNow: now.toISOString(),
        playersLeft: await this.clocks.playersLeft(gameID),
      };
    });
    this.notifier.clockChanged(answer.clock);
    return answer;
  }
}
