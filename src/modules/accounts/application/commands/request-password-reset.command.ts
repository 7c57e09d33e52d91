import { Command } from '@nestjs/cqrs';

export const RESET_REQUESTED_MESSAGE = 'Check your email for a password reset link.';

export class RequestPasswordResetCommand extends Command<string> {
  constructor(
    readonly email: string | null,
    readonly firstName: string | null,
    readonly lastName: string | null,
    /** The caller's network address, for the limits. */
    readonly address: string,
  ) {
    super();
  }
}
