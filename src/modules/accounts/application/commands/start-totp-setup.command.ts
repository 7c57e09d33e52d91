import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

export interface TotpSetup {
  message: string;
  /** Base 32, for the app's manual entry. Answered here only: never again after the setup. */
  secret: string;
  /** otpauth://totp/... for the QR code. */
  otpauthUrl: string;
}

export class StartTotpSetupCommand extends Command<TotpSetup> {
  constructor(
    readonly user: AuthenticatedUser,
    /** The current password: a session alone must not bind another app (issue 32). */
    readonly password: string,
  ) {
    super();
  }
}
