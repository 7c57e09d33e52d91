import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { LogInCommand } from '../application/commands/log-in.command.js';
import type { TwoStepChallenge } from '../application/second-factor.js';
import type { SessionUser } from '../application/session-user.js';

/** passport-local checks the form; the LogInCommand holds the rules (throttle, argon2id, session). */
@Injectable()
export class PassportLocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly commandBus: CommandBus) {
    super({ usernameField: 'userName', passwordField: 'password', passReqToCallback: true, session: false });
  }

  /** The user with its token, or (two-step sign-in on) the challenge POST /v1/user/login/totp takes. */
  validate(request: { ip?: string }, userName: string, password: string): Promise<SessionUser | TwoStepChallenge> {
    return this.commandBus.execute(new LogInCommand(userName, password, request.ip ?? 'unknown'));
  }
}
