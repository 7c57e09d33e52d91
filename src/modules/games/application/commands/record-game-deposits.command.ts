import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { GameDepositFigures } from '../../domain/game-figures.js';

/**
 * The deposits module applies a deposit (SaveDepositCommand, DeleteDepositCommand, the
 * admin game-list form) and sends this, inside its transaction, for the games table's part.
 * The caller has locked the games' rows and decided the figures by the deposit rule; this
 * changes nothing else and drops no cache (the caller does after its commit).
 */
export class RecordGameDepositsCommand extends Command<void> {
  constructor(
    readonly games: readonly GameDepositFigures[],
    /** Who applies: each game whose figures change gets a row in its audit trail. */
    readonly actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null = null,
  ) {
    super();
  }
}
