import { Command } from '@nestjs/cqrs';
import { type SessionUser } from '../session-user.js';

export class CompleteTotpLoginCommand extends Command<SessionUser> {
  constructor(
    readonly challenge: string,
    readonly code: string,
    /** The caller's network address, for the security log. */
    readonly address: string,
  ) {
    super();
  }
}
