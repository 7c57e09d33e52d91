import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { Clock } from '../../../../shared/application/clock.js';
import type { HistoryEntry } from '../../domain/game-history.js';
import { GameHistoryStore } from '../ports/game-history.store.js';

/**
 * Appends to games' audit trail (docs/decisions/0089-audit-trail-of-results.md). The points,
 * games and deposits writes send it inside their own unit of work, after their change:
 * the row is written in the same transaction, so a change that rolls back leaves no row and
 * a row that cannot be written rolls the change back. Entries without a change are left out.
 * `actor` null: the system (a seeder, a job), recorded as such.
 */
export class RecordGameHistoryCommand extends Command<void> {
  constructor(
    readonly actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null,
    readonly entries: readonly HistoryEntry[],
  ) {
    super();
  }
}

@CommandHandler(RecordGameHistoryCommand)
export class RecordGameHistoryHandler implements ICommandHandler<RecordGameHistoryCommand> {
  constructor(
    private readonly store: GameHistoryStore,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, entries }: RecordGameHistoryCommand): Promise<void> {
    const changed = entries.filter((entry) => entry.changes.length > 0);
    if (changed.length === 0) return;
    await this.store.append(actor ? { playerID: actor.playerID, sessionID: actor.sessionID || null } : null, changed, this.clock.now());
  }
}
