import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

export interface TotpConfirmed {
  message: string;
  /** Shown once: only their hashes are kept. */
  recoveryCodes: string[];
}

export class ConfirmTotpCommand extends Command<TotpConfirmed> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly code: string,
  ) {
    super();
  }
}
