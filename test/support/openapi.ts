/**
 * The API as its OpenAPI document (/docs/json) describes it, for the suites that walk
 * every operation (access-table, fuzz): a new endpoint is covered by them the day it is
 * documented, with no code of its own. Also the callers those suites use: anonymous and
 * one session per role, with and without host mode.
 */
import type { Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { USER_TYPE_NAMES, UserType } from '../../src/shared/domain/user-type.js';
import { accessRowSource, routesOf } from '../../src/shared/interface/auth/access-table.js';
import { api, type ApiMethod } from './api.js';
import type { BuiltPlayer, RoleName } from './builders.js';
import type { TestApp } from './test-app.js';

export interface JsonSchema {
  type?: string;
  format?: string;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export interface Operation {
  method: ApiMethod;
  /** As documented: `/v1/venue/id/{venueID}` */
  path: string;
  /** `METHOD path`, the access table's key */
  endpoint: string;
  pathParams: { name: string; schema: JsonSchema }[];
  /** The request body's properties (the DTO's fields), resolved; {} when it documents none. */
  bodyFields: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const WRITE_METHODS: readonly ApiMethod[] = ['POST', 'DELETE', 'PUT', 'PATCH'];

/** Every operation of the running app's OpenAPI document. */
export async function openApiOperations(app: Pick<TestApp, 'url'>): Promise<Operation[]> {
  const { status, body: document } = await api(app).get<OpenApiDocument>('/docs/json');
  if (status !== 200) throw new Error(`/docs/json answered ${status}`);
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as ApiMethod,
      path,
      endpoint: `${method.toUpperCase()} ${path}`,
      pathParams: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map(({ name, schema }) => ({ name, schema: schema ?? {} })),
      bodyFields: resolve(operation.requestBody?.content?.['application/json']?.schema)?.properties ?? {},
    })),
  );
}

/** The path with each `{param}` replaced (URL-encoded) by the value given for it. */
export const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** The table row each registered route's `@Access` asks for: what a failure message tells a person to add. */
export function rowsFromControllers(app: TestApp): Map<string, string> {
  const rows = new Map<string, string>();
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (!wrapper.metatype) continue;
      for (const { endpoint, access } of routesOf(wrapper.metatype as Type))
        rows.set(endpoint, accessRowSource(endpoint, access));
    }
  }
  return rows;
}

/** The access guard's own refusals (src/shared/interface/auth/access.guard.ts), and Nest's if a guard ever answers false. */
export const GUARD_REFUSAL_CODES = [
  'NOT_LOGGED_IN',
  'UNAUTHORIZED',
  'HOST_MODE_REQUIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
] as const;

/** Whether an answer is the access guard turning the caller away (not the endpoint's own 401/403, like INVALID_CREDENTIALS). */
export const isGuardRefusal = ({ status, body }: { status: number; body: unknown }): boolean =>
  (status === 401 || status === 403) &&
  (GUARD_REFUSAL_CODES as readonly string[]).includes((body as { code?: unknown })?.code as string);

export interface Caller {
  /** `anonymous`, a role name, or `<role> in host mode` */
  name: string;
  /** The account's; undefined for anonymous */
  userName?: string;
  playerID?: number;
  userType?: UserType;
  hostMode: boolean;
  token: string;
}

const HOST_MODE_ROLES: readonly RoleName[] = ['host', 'manager'];

/**
 * Anonymous, one session per role, and the host and the manager again in host mode (the
 * agreement accepted; automatic from Admin up). Each caller's session is its own. The
 * accounts are the test app's role accounts unless others are given (the fuzz suite uses
 * its own, so a log-in it fuzzes with the API's example userName cannot lock them).
 */
export async function callersOf(app: TestApp, accounts: Record<RoleName, BuiltPlayer> = app.roles): Promise<Caller[]> {
  const callers: Caller[] = [{ name: 'anonymous', hostMode: false, token: '' }];
  for (const [role, player] of Object.entries(accounts) as [RoleName, BuiltPlayer][]) {
    const account = {
      userName: player.userName!,
      playerID: player.playerID,
      userType: player.userType as UserType,
      token: '',
    };
    callers.push({ name: role, ...account, hostMode: account.userType >= UserType.Admin });
    if (HOST_MODE_ROLES.includes(role)) callers.push({ name: `${role} in host mode`, ...account, hostMode: true });
  }
  for (const caller of callers) await logInAgain(app, caller);
  return callers;
}

/** A fresh session for the caller, in host mode when it should be. */
export async function logInAgain(app: TestApp, caller: Caller): Promise<void> {
  if (!caller.userName) return;
  caller.token = await app.login(caller.userName);
  if (caller.hostMode && (caller.userType ?? 0) < UserType.Admin) {
    const { status } = await api(app)
      .as(caller.token)
      .post('/v1/user/agreement', { data: { accepted: true } });
    if (status !== 200) throw new Error(`${caller.name}: the host agreement answered ${status}`);
  }
}

/**
 * Makes sure the caller's session still is what it was (a write may have ended it, like
 * logout, or switched host mode on, like the agreement); logs in again if not. Answers
 * whether it had to.
 */
export async function restoreCaller(app: TestApp, caller: Caller): Promise<boolean> {
  if (!caller.userName) return false;
  const { status, body } = await api(app)
    .as(caller.token)
    .get<{ userType?: number; hostMode?: boolean }>('/v1/user/me');
  if (status === 200 && body.userType === caller.userType && Boolean(body.hostMode) === caller.hostMode) return false;
  if (status === 200 && body.userType !== caller.userType) {
    throw new Error(
      `${caller.name} is now a ${USER_TYPE_NAMES[body.userType as UserType] ?? body.userType}: a call changed the suite's own account`,
    );
  }
  await logInAgain(app, caller);
  return true;
}
