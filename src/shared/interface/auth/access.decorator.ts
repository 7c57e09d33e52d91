import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../application/auth/authenticated-user.js';

export interface AccessRule {
  /** Lowest userType allowed (product §6). */
  level: number;
  /** Also needs host mode (the host agreement, automatic from Admin up). */
  hostMode?: boolean;
  /**
   * Below some level the caller may touch only their own records ("own only", product §6).
   * The guard cannot check it (it does not know the record); the handler does, and this
   * flag says so in the access table (access-table.ts).
   */
  ownOnly?: boolean;
}

export const ACCESS_RULE = Symbol('access-rule');

/** Marks a route as needing a session of at least this level; unmarked routes are public. */
export function Access(
  level: number,
  options: { hostMode?: boolean; ownOnly?: boolean } = {},
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, {
      level,
      hostMode: options.hostMode ?? false,
      ownOnly: options.ownOnly ?? false,
    } satisfies AccessRule),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No or invalid session' }),
    ApiForbiddenResponse({ description: 'Role too low or host mode missing' }),
  );
}

export const OPEN_DURING_TWO_STEP_SETUP = Symbol('open-during-two-step-setup');

/**
 * The route stays open to a session that must still turn two-step sign-in on
 * (REQUIRE_TOTP_FOR): the setup itself. Every other route above Player level refuses
 * such a session with 403 TWO_STEP_SETUP_REQUIRED.
 */
export const OpenDuringTwoStepSetup = (): MethodDecorator & ClassDecorator =>
  SetMetadata(OPEN_DURING_TWO_STEP_SETUP, true);

/** The caller, set by the access guard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser | undefined => {
    return context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
  },
);

/** The `data` part of a write body ({ data, auth }); a bare body is accepted too. */
export const Data = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const body = context.switchToHttp().getRequest<{ body?: unknown }>().body;
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: unknown }).data;
  return body;
});
