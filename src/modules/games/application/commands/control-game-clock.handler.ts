import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { applyClockAction, clockAt, defaultStructureFor, newClock, refusalOf } from '../../domain/game-clock.js';
import { ClockActionNotAllowedError, ClockVersionConflictError } from '../../domain/game-clock.errors.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import type { GameClockAnswer } from '../game-clock-answer.js';
import { GameClockStore } from '../ports/game-clock.store.js';
import { GameNotifier } from '../ports/game-notifier.js';
import { GameRepository } from '../ports/game.repository.js';
import { ControlGameClockCommand } from './control-game-clock.command.js';

/**
 * The host's clock controls (issue 23): start, pause, resume, next and previous level, add a
 * minute. The clock's row is locked for the write, so writes are ordered; a write naming a
 * version that is no longer the clock's is refused (two hosts pressing at once: one result).
 * Time is the server's. Not in the game's audit trail (a clock is no result).
 */
@CommandHandler(ControlGameClockCommand)
export class ControlGameClockHandler implements ICommandHandler<ControlGameClockCommand> {
  constructor(
    private readonly games: GameRepository,
    private readonly clocks: GameClockStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifier: GameNotifier,
    private readonly clock: Clock,
  ) {}

  async execute({ gameID, action, expectedVersion }: ControlGameClockCommand): Promise<GameClockAnswer> {
    const game = await this.games.findByID(gameID);
    if (!game) throw new GameNotFoundError();
    const answer = await this.unitOfWork.run(async () => {
      const state = await this.clocks.lock(newClock(gameID, defaultStructureFor(game.eventType)));
      const now = this.clock.now();
      const seen = clockAt(state, now.getTime());
      if (state.version !== expectedVersion) throw new ClockVersionConflictError(seen);
      const refusal = refusalOf(seen, action);
      if (refusal) throw new ClockActionNotAllowedError(refusal);
      const next = applyClockAction(state, action, now.getTime());
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
