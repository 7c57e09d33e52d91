import { USER_TYPE_NAMES, UserType } from '../../src/shared/domain/user-type.js';
import {
  ACCESS_TABLE,
  TOKEN_ACCESS,
  VISITOR,
  type EndpointAccess,
} from '../../src/shared/interface/auth/access-table.js';
import { api, type ApiAnswer } from '../support/api.js';
import {
  callersOf,
  fillPath,
  isGuardRefusal,
  openApiOperations,
  restoreCaller,
  rowsFromControllers,
  WRITE_METHODS,
  type Caller,
  type JsonSchema,
  type Operation,
} from '../support/openapi.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The access table (src/shared/interface/auth/access-table.ts) against the running API:
 * every documented operation has a row (and every row an operation), and each operation,
 * called anonymously and as each role (host and manager with and without host mode),
 * answers what its row says: 401 NOT_LOGGED_IN for anonymous, 403 UNAUTHORIZED below the
 * level, 403 HOST_MODE_REQUIRED without host mode, and otherwise anything but the guard's
 * refusal (a 400 for the empty body, a 401 INVALID_CREDENTIALS from log-in: the guard let
 * the call through). "Own only" is the handler's to check, in the module's own suite.
 */
const TABLE_FILE = 'src/shared/interface/auth/access-table.ts';

type Expected = { refusal: 401 | 403; code: string } | 'through';

function expectedFor(access: EndpointAccess, caller: Caller): Expected {
  if (access.level === VISITOR) return 'through';
  if (caller.userType === undefined) return { refusal: 401, code: 'NOT_LOGGED_IN' };
  if (caller.userType < access.level) return { refusal: 403, code: 'UNAUTHORIZED' };
  if (access.hostMode && !caller.hostMode) return { refusal: 403, code: 'HOST_MODE_REQUIRED' };
  return 'through';
}

/** A harmless value for a path segment (its first allowed value, when it lists them), so reads reach their handler. */
const sampleValue = (name: string, schema: JsonSchema): string => {
  if (typeof schema.enum?.[0] === 'string') return schema.enum[0];
  return schema.format === 'date' || /date|start|stop/i.test(name) ? '2025-01-01' : '1';
};

const describeAccess = (access: EndpointAccess): string =>
  access.level === VISITOR
    ? 'visitor'
    : `${USER_TYPE_NAMES[access.level as UserType]}${access.hostMode ? ' in host mode' : ''}`;

describe('the access table, against the running API', () => {
  let app: TestApp;
  let operations: Operation[];
  let callers: Caller[];
  beforeAll(async () => {
    app = await startTestApp();
    operations = await openApiOperations(app);
    callers = await callersOf(app);
  });
  afterAll(() => app.close());

  it('has a row for every documented operation', () => {
    expect(operations.length).toBeGreaterThan(15);
    const suggested = rowsFromControllers(app);
    const missing = operations.filter(({ endpoint }) => !ACCESS_TABLE[endpoint]);
    // The line to add, copied from the route's @Access (a route without one is public: visitor).
    expect(
      missing.map(
        ({ endpoint }) => `${TABLE_FILE} needs: ${suggested.get(endpoint) ?? `'${endpoint}': <its access>,`}`,
      ),
    ).toEqual([]);
  });

  it('has no row without a documented operation', () => {
    const documented = new Set(operations.map(({ endpoint }) => endpoint));
    expect(
      Object.keys(ACCESS_TABLE)
        .filter((endpoint) => !documented.has(endpoint))
        .map((endpoint) => `${TABLE_FILE}: remove '${endpoint}' (not in /docs/json)`),
    ).toEqual([]);
  });

  it('answers every operation, anonymously and as each role, as its row says', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const access = ACCESS_TABLE[operation.endpoint];
      if (!access) continue; // reported above
      const path = fillPath(
        operation.path,
        Object.fromEntries(operation.pathParams.map(({ name, schema }) => [name, sampleValue(name, schema)])),
      );
      const isWrite = WRITE_METHODS.includes(operation.method);
      for (const caller of callers) {
        const answer: ApiAnswer<unknown> = await api(app)
          .as(caller.token)
          .request(operation.method, path, isWrite ? {} : undefined);
        const expected = expectedFor(access, caller);
        checked++;
        const seen = `${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
        if (expected === 'through') {
          if (isGuardRefusal(answer))
            failures.push(
              `${operation.endpoint} (${describeAccess(access)}) as ${caller.name}: should pass the guard, got ${seen}`,
            );
          // A write that went through may have ended the session (logout), every session of the account (logout-all: the
          // same account's caller in host mode too) or switched host mode on (agreement).
          if (isWrite)
            for (const same of callers.filter((other) => other.userName === caller.userName))
              await restoreCaller(app, same);
        } else if (answer.status !== expected.refusal || (answer.body as { code?: string }).code !== expected.code) {
          failures.push(
            `${operation.endpoint} (${describeAccess(access)}) as ${caller.name}: should be ${expected.refusal} ${expected.code}, got ${seen}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(operations.length * 9);
    expect(failures).toEqual([]);
  }, 240_000); // every route as every role: about 45 s on a quiet machine, and the table grows

  it("documents a check-in's device time (scannedAt) on the check-in routes only, Host in host mode: a player or an assistant cannot send it", async () => {
    const taking = operations.filter(({ bodyFields }) => 'scannedAt' in bodyFields).map(({ endpoint }) => endpoint);
    expect(taking.sort()).toEqual(['POST /v1/point', 'POST /v1/point/check-in']);
    for (const endpoint of taking)
      expect([endpoint, ACCESS_TABLE[endpoint]]).toEqual([
        endpoint,
        { level: UserType.Host, hostMode: true, ownOnly: false },
      ]);
    for (const caller of callers.filter(({ name }) => name === 'player' || name === 'assistant')) {
      for (const endpoint of taking) {
        const answer = await api(app)
          .as(caller.token)
          .post<{ code?: string }>(endpoint.split(' ')[1]!, {
            data: { gameID: 1, playerID: caller.playerID, scannedAt: '2026-12-04T04:36:05.120Z' },
          });
        expect([endpoint, caller.name, answer.status, answer.body.code]).toEqual([
          endpoint,
          caller.name,
          403,
          'UNAUTHORIZED',
        ]);
      }
    }
  });

  it('keeps the token-guarded paths (TOKEN_ACCESS) out of the API document; without their setting, test mode leaves them open', async () => {
    const documented = new Set(operations.map(({ path }) => path));
    for (const path of Object.keys(TOKEN_ACCESS)) {
      expect([path, documented.has(path)]).toEqual([path, false]);
      // METRICS_TOKEN is unset in this suite (test mode): anyone may read; metrics.e2e-spec.ts checks it set.
      const answer = await fetch(`${app.url}${path}`);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
  });

  it('reads the session from the body (auth: { userID, authToken }) as well as from the header', async () => {
    const manager = callers.find(({ name }) => name === 'manager')!;
    const player = callers.find(({ name }) => name === 'player')!;
    const asBody = (caller: Caller) => ({ data: {}, auth: { userID: caller.playerID, authToken: caller.token } });
    for (const [endpoint, access] of Object.entries(ACCESS_TABLE)) {
      const [method, path] = endpoint.split(' ') as [Operation['method'], string];
      if (!WRITE_METHODS.includes(method) || access.level === VISITOR || path.includes('{') || access.hostMode)
        continue;
      const refused = await api(app).request(method, path, asBody(player));
      if (access.level > player.userType!)
        expect([endpoint, refused.status, (refused.body as { code?: string }).code]).toEqual([
          endpoint,
          403,
          'UNAUTHORIZED',
        ]);
      const through = await api(app).request(method, path, asBody(manager));
      if (access.level <= manager.userType!) expect([endpoint, isGuardRefusal(through)]).toEqual([endpoint, false]);
      await restoreCaller(app, manager);
      await restoreCaller(app, player);
      // Someone else's id beside the token: neither is trusted.
      const mismatched = await api(app).request(method, path, {
        data: {},
        auth: { userID: app.accounts.owner, authToken: manager.token },
      });
      expect([endpoint, mismatched.status, (mismatched.body as { code?: string }).code]).toEqual([
        endpoint,
        401,
        'NOT_LOGGED_IN',
      ]);
    }
  });
});
