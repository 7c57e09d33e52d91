import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { SessionStore } from '../ports/session.store.js';
import { LogOutEverywhereCommand } from './log-out-everywhere.command.js';

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
