import { Command } from '@nestjs/cqrs';
import type { GameClockAnswer } from '../game-clock-answer.js';

export class SetGameClockStructureCommand extends Command<GameClockAnswer> {
  constructor(
    readonly gameID: number,
    readonly levels: unknown,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
