import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SessionStore } from '../ports/session.store.js';

/** Log out everywhere: every session of the player ends, this one too; answers how many ended. */
export class LogOutEverywhereCommand extends Command<number> {
  constructor(readonly playerID: number) {
    super();
  }
}

@CommandHandler(LogOutEverywhereCommand)
export class LogOutEverywhereHandler implements ICommandHandler<LogOutEverywhereCommand> {
  constructor(
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  execute({ playerID }: LogOutEverywhereCommand): Promise<number> {
    return this.sessions.revokeAllOf(playerID, this.clock.now());
  }
}
