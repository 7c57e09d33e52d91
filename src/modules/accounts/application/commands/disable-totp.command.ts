import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

export class DisableTotpCommand extends Command<{ message: string }> {
  constructor(
    /** The session asking (its address set by the access guard). */
    readonly user: AuthenticatedUser,
    readonly proof: { password?: string | null; code?: string | null },
  ) {
    super();
  }
}
