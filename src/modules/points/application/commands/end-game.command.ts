import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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

// PINNED STUB (issue 9): the end-game helper replaces this handler.
@CommandHandler(EndGameCommand)
export class EndGameHandler implements ICommandHandler<EndGameCommand> {
  execute(): Promise<PointWriteAnswer> {
    return Promise.reject(new Error('EndGameHandler is being built'));
  }
}
