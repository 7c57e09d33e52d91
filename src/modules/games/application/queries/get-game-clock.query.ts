import { Query } from '@nestjs/cqrs';
import type { GameViewer } from '../../domain/game.js';
import type { GameClockAnswer } from '../game-clock-answer.js';

export class GetGameClockQuery extends Query<GameClockAnswer> {
  constructor(
    readonly gameID: number,
    readonly viewer: GameViewer,
  ) {
    super();
  }
}
