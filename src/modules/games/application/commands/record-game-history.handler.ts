import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { GameHistoryStore } from '../ports/game-history.store.js';
import { RecordGameHistoryCommand } from './record-game-history.command.js';

@CommandHandler(RecordGameHistoryCommand)
export class RecordGameHistoryHandler implements ICommandHandler<RecordGameHistoryCommand> {
  constructor(
    private readonly store: GameHistoryStore,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, entries }: RecordGameHistoryCommand): Promise<void> {
    const changed = entries.filter((entry) => entry.changes.length > 0);
    if (changed.length === 0) return;
    await this.store.append(
      actor ? { playerID: actor.playerID, sessionID: actor.sessionID || null } : null,
      changed,
      this.clock.now(),
    );
  }
}
