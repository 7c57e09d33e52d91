import { Command } from '@nestjs/cqrs';
import { type SessionUser } from '../session-user.js';
import { type TwoStepChallenge } from '../second-factor.js';

export class LogInCommand extends Command<SessionUser | TwoStepChallenge> {
  constructor(
    readonly userName: string,
    readonly password: string,
    /** The caller's network address, for throttling. */
    readonly address: string,
  ) {
    super();
  }
}
