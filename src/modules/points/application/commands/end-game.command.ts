import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { EndGameRequest, PointWriteAnswer } from '../../domain/point-calls.js';

/**
 * Ends (or corrects) a game: places from the request, everything else computed here;
 * records, game totals and the GameEnded outbox record in one transaction.
 */
export class EndGameCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: EndGameRequest,
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}

export const GAME_ENDED_MESSAGE = 'Game successfully ended';
