import { Command } from '@nestjs/cqrs';
import { type ClockAction } from '../../domain/game-clock.js';
import type { GameClockAnswer } from '../game-clock-answer.js';

export class ControlGameClockCommand extends Command<GameClockAnswer> {
  constructor(
    readonly gameID: number,
    readonly action: ClockAction,
    /** The clock's version the host's screen showed: another write since is a 409 with the clock as it is. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}
