import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

export class DeleteGameCommand extends Command<void> {
  constructor(
    readonly gameID: number,
    /** Who deletes (the audit trail's last row); none for the system. */
    readonly actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null = null,
  ) {
    super();
  }
}
