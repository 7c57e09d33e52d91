import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  HostModeRequiredError,
  NotLoggedInError,
  TwoStepSetupRequiredError,
  UnauthorizedError,
} from '../../domain/access.errors.js';
import { UserType } from '../../domain/user-type.js';
import {
  SessionAuthenticator,
  viewerBeforeTwoStep,
  type AuthenticatedUser,
} from '../../application/auth/authenticated-user.js';
import { SessionCache } from '../../application/auth/session-cache.js';
import { SecurityLog } from '../../application/security-log.js';
import type { DomainError } from '../../domain/domain-error.js';
import { ACCESS_RULE, OPEN_DURING_TWO_STEP_SETUP, type AccessRule } from './access.decorator.js';
import { markViewerOwn } from './no-store.js';

interface AuthBody {
  auth?: { userID?: unknown; authToken?: unknown };
}

interface GuardedRequest {
  headers: Record<string, string | undefined>;
  body?: AuthBody;
  user?: AuthenticatedUser;
  ip?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/**
 * The one guard: finds the session from `Authorization: Bearer` or the body's
 * `auth`, then checks the route's level and host-mode rule (product §6).
 * A token is resolved on public routes too, so they may tailor answers to the caller.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: SessionAuthenticator,
    private readonly sessionCache: SessionCache,
    private readonly securityLog: SecurityLog,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const credentials = this.credentials(request);
    // A route with an access rule answers about its caller (or refuses them): never kept by a cache.
    if (rule) markViewerOwn(context.switchToHttp().getResponse());
    // No token: decided at once, without a session lookup or a promise (most public reads).
    if (!credentials) {
      if (rule) throw this.refuse(request, rule, null, new NotLoggedInError());
      return true;
    }
    const openDuringSetup =
      this.reflector.getAllAndOverride<boolean | undefined>(OPEN_DURING_TWO_STEP_SETUP, [
        context.getHandler(),
        context.getClass(),
      ]) ?? false;
    return this.authenticate(request, credentials, rule, openDuringSetup);
  }

  private async authenticate(
    request: GuardedRequest,
    credentials: { token: string; userID?: number; header?: boolean },
    rule: AccessRule | undefined,
    openDuringSetup: boolean,
  ): Promise<boolean> {
    const user = await this.authenticator.authenticate(credentials.token);
    if (user && credentials.userID !== undefined && credentials.userID !== user.playerID) {
      // The body names someone else than the token's owner: trust neither.
      throw this.refuse(request, rule, null, new NotLoggedInError());
    }
    if (!user) {
      if (rule) throw this.refuse(request, rule, null, new NotLoggedInError());
      return true;
    }
    if (rule && user.userType < rule.level) throw this.refuse(request, rule, user, new UnauthorizedError());
    // REQUIRE_TOTP_FOR: staff screens wait until two-step sign-in is on (the setup routes excepted),
    // and every other route answers the session as a player's until then.
    const setupPending = Boolean(user.twoStepSetupRequired) && !openDuringSetup;
    if (setupPending && rule && rule.level > UserType.Player)
      throw this.refuse(request, rule, user, new TwoStepSetupRequiredError());
    // The address as Fastify resolves it (TRUST_PROXY), for the limits and the security log.
    const viewer = { ...(setupPending ? viewerBeforeTwoStep(user) : user), address: request.ip };
    request.user = viewer;
    // Just checked in the database: kept answers shared per level may be replayed to this Bearer token for a few
    // seconds (SessionCache), as the public routes see it (a player's level until two-step setup is done).
    if (credentials.header) this.sessionCache.remember(credentials.token, viewerBeforeTwoStep(user));
    if (rule?.hostMode && !viewer.hostMode) throw this.refuse(request, rule, user, new HostModeRequiredError());
    return true;
  }

  /** A staff route's refusal goes to the security log (not waited for: a refusal stays quick); a player route's does not. */
  private refuse(
    request: GuardedRequest,
    rule: AccessRule | undefined,
    user: AuthenticatedUser | null,
    error: DomainError,
  ): DomainError {
    if (rule && rule.level > UserType.Player) {
      void this.securityLog.record({
        kind: 'staff-refusal',
        outcome: 'refused',
        actorID: user?.playerID ?? null,
        accountID: user?.playerID ?? null,
        address: request.ip ?? null,
        detail: `${request.method ?? ''} ${request.routeOptions?.url ?? ''} ${error.code}`.trim(),
      });
    }
    return error;
  }

  private credentials(request: {
    headers: Record<string, string | undefined>;
    body?: AuthBody;
  }): { token: string; userID?: number; header?: boolean } | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const token = header.slice('Bearer '.length).trim();
      if (token) return { token, header: true };
    }
    const auth = request.body && typeof request.body === 'object' ? request.body.auth : undefined;
    if (auth && typeof auth.authToken === 'string' && auth.authToken) {
      const userID = Number(auth.userID);
      return { token: auth.authToken, userID: Number.isInteger(userID) && userID > 0 ? userID : undefined };
    }
    return undefined;
  }
}
