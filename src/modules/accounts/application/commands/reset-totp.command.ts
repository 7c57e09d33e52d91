import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

export class ResetTotpCommand extends Command<{ message: string }> {
  constructor(
    readonly playerID: number,
    /** The owner resetting it. */
    readonly caller: AuthenticatedUser,
  ) {
    super();
  }
}
