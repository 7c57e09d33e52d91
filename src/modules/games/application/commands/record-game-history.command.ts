import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { HistoryEntry } from '../../domain/game-history.js';

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
