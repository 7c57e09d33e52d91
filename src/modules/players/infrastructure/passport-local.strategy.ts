import { type ExecutionContext, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { firstFieldFailure } from '../../../shared/domain/field-table.js';
import { LogInCommand } from '../application/commands/log-in.command.js';
import type { TwoStepChallenge } from '../application/second-factor.js';
import type { SessionUser } from '../application/session-user.js';
import { LOG_IN_FIELDS } from '../domain/account.fields.js';

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

/**
 * Accepts api.md §3's `{ userName, password }` and the write shape `{ data: {...} }`,
 * and answers a missing field in the words of product §5.1 instead of passport's "Missing credentials".
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<{ body?: Record<string, unknown> }>();
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const credentials = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
    const failure = firstFieldFailure(LOG_IN_FIELDS, credentials);
    if (failure) throw failure;
    request.body = { userName: credentials.userName, password: credentials.password };
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
