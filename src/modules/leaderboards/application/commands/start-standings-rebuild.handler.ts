import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StandingsRebuild, StandingsRebuildQueue } from '../ports/standings-rebuild.queue.js';
import { StartStandingsRebuildCommand } from './start-standings-rebuild.command.js';

@CommandHandler(StartStandingsRebuildCommand)
export class StartStandingsRebuildHandler implements ICommandHandler<StartStandingsRebuildCommand> {
  constructor(private readonly rebuilds: StandingsRebuildQueue) {}

  execute(): Promise<StandingsRebuild> {
    return this.rebuilds.start();
  }
}
