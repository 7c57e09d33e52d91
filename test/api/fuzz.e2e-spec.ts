import fc from 'fast-check';
import {
  aGame,
  aGameWithEntries,
  aPlayer,
  aVenueWithSeries,
  ROLES,
  somePlayers,
  type BuiltPlayer,
  type RoleName,
} from '../support/builders.js';
import {
  callersOf,
  openApiOperations,
  restoreCaller,
  WRITE_METHODS,
  type Caller,
  type JsonSchema,
  type Operation,
} from '../support/openapi.js';
import { answerMismatch } from '../support/answer-check.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A JSON answer's body, or its text when it does not parse (the check then names the mismatch). */
const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Every operation of the OpenAPI document, called with hostile path segments, bodies and
 * headers, anonymously and as each role (the manager and the owner reach deepest): no
 * answer may be a 5xx, and every refusal must be `{ error, code }` with both non-empty
 * strings (api.md §1.3). New endpoints are fuzzed the day they are documented; the only
 * per-endpoint code is EXCLUDED, each with its reason.
 *
 * Bounded and repeatable: a fixed seed unless FUZZ_SEED is set, and a set number of runs
 * per operation unless FUZZ_RUNS is. Each operation has its own stream of cases, so adding
 * an endpoint does not change the others'. A failure prints the operation, its smallest
 * failing case, the answer, and the FUZZ_SEED and FUZZ_RUNS that replay it:
 * `FUZZ_SEED=7 FUZZ_RUNS=300 npm run test:api -- test/api/fuzz.e2e-spec.ts`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/**
 * Runs per operation unless FUZZ_RUNS says: about 3,000 calls in all (20-40 s on the shared
 * 2-core machine), shared out among the operations, between 40 and 150 each. An operation's
 * first cases stay the same when others are added; only how many of them run changes.
 */
const runsPerOperation = (operations: number): number =>
  Number(process.env.FUZZ_RUNS ?? Math.min(150, Math.max(40, Math.floor(3000 / operations))));

/**
 * Operations (or callers of them) left out, with why. The callers' sessions are checked
 * after each operation and logged in again when a call ended them (logout) or changed
 * their host mode (agreement), so session-changing writes need no exclusion. A write that
 * would change the suite's own accounts (their role, say) fails the suite by name; leave
 * those callers out here, e.g.
 *   'POST /v1/player': { callers: ['owner', 'admin'], reason: 'may demote the fuzz-* accounts it calls with' },
 */
const EXCLUDED: Record<string, { callers: 'all' | readonly string[]; reason: string }> = {};

/** Every fuzz call comes from this address (the app trusts X-Forwarded-For from loopback: TRUST_PROXY), so log-in and reset fuzzing throttles it, never the suite's own log-ins from 127.0.0.1. */
const FUZZ_ADDRESS = '198.51.100.7';

/** Text that has broken servers before: impossible dates, numbers at and past every limit, control characters, odd unicode, injections. */
const HOSTILE_TEXT = [
  '2024-02-30',
  '2023-02-29',
  '0000-00-00',
  '9999-99-99',
  '0001-01-01',
  '9999-12-31',
  '2024-13-01',
  '2024-02-29T25:61:00Z',
  '-271821-04-20T00:00:00Z',
  '-1',
  '0',
  '-0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '1.5',
  '0x1F',
  '1e3',
  ' 7 ',
  '٣',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\t\r\n',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '\uDFFF\uD800',
  'Z\u0351\u0361\u0362a\u0338l\u0335g\u0337o',
  '👨‍👩‍👧‍👦',
  'ｆｕｌｌｗｉｄｔｈ',
  'İı',
  'ß'.repeat(50),
  "'; drop table players; --",
  '" or "1"="1',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'x'.repeat(300),
  'x'.repeat(100_000),
];

/** Reasonable values, so a hostile value in one place is not masked by a refusal of another. */
const PLAUSIBLE_SEGMENTS = ['0', '1', '2', '3', '2025-01-01', '2024-02-29', '2026-12-31'];

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }).map(String) },
);

/** Sent as they are, not encoded: broken percent-escapes and bytes that are not UTF-8. */
const RAW_SEGMENTS = ['%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '%FF%FE', '%2F', '..%2F..%2F', ';', '.'];

/** A path segment, as it goes on the wire. */
const pathSegment = fc.oneof(
  { weight: 6, arbitrary: hostileText.map(encodeSegment) },
  { weight: 4, arbitrary: fc.constantFrom(...PLAUSIBLE_SEGMENTS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

/** Percent-encoded UTF-8; a lone surrogate (which UTF-8 cannot hold) goes as the bytes a careless encoder would write. */
function encodeSegment(text: string): string {
  return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** JSON number tokens past what a double or PostgreSQL's integer holds (1e309 parses as Infinity). */
const hostileNumberText = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '-0',
    '1.5',
    '2147483647',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1e308',
    '1e309',
    '-1e309',
    '1e-400',
    '123456789012345678901234567890',
  ),
  fc.double().filter(Number.isFinite).map(String),
  fc.integer().map(String),
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Any JSON, as text (so keys like __proto__ and numbers like 1e309 survive), leaning to the hostile. */
const { json: hostileJson } = fc.letrec<{ json: string; value: string; array: string; object: string }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('value'), tie('array'), tie('object')),
  value: fc.oneof(
    hostileText.map((text) => JSON.stringify(text)),
    hostileNumberText,
    fc.constantFrom('true', 'false', 'null'),
  ),
  array: fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'data', 'auth'), fc.string({ maxLength: 8 })), tie('json')),
      { maxLength: 4 },
    )
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
}));

/** A value of the field's own type that passes its limits, as JSON text. */
function plausible(schema: JsonSchema): string {
  if (schema.example !== undefined) return JSON.stringify(schema.example);
  if (schema.enum?.length) return JSON.stringify(schema.enum[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return String(schema.minimum ?? 1);
    case 'boolean':
      return 'true';
    case 'array':
      return '[]';
    case 'object':
      return '{}';
    default:
      if (schema.format === 'date') return '"2025-01-01"';
      if (schema.format === 'date-time') return '"2025-01-01T19:00:00.000Z"';
      if (schema.format === 'email') return '"fuzz@test.example"';
      if (schema.format === 'time') return '"19:00"';
      return JSON.stringify('Fuzz'.padEnd(Math.max(4, schema.minLength ?? 0), 'z').slice(0, schema.maxLength ?? 64));
  }
}

/** The operation's own fields, each plausible or hostile, plus stray and prototype keys: gets past the first check to the later ones. */
function fieldObject(fields: Record<string, JsonSchema>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([name, schema]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: fc.constant(plausible(schema)) },
        { weight: 1, arbitrary: hostileJson },
      )
      .map((value) => (value === undefined ? undefined : `${JSON.stringify(name)}:${value}`)),
  );
  const extras = fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'extra', ''), hostileJson), { maxLength: 2 })
    .map((pairs) => pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`));
  return fc
    .tuple(fc.tuple(...entries), extras)
    .map(([own, stray]) => `{${[...own.filter((entry): entry is string => entry !== undefined), ...stray].join(',')}}`);
}

/** Text that is not JSON at all, or JSON no parser should take lightly, sent as application/json. */
const NOT_JSON = [
  '',
  '{',
  '[1,2,',
  'NaN',
  '{"data":NaN}',
  'undefined',
  "{'data':{}}",
  '\u0000',
  '{"a":1}{"b":2}',
  '"\\ud800"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"data":{"__proto__":{"userType":50}}}',
  '{"constructor":{"prototype":{"userType":50}}}',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

interface Body {
  text: string;
  contentType: string;
}

function bodyFor(operation: Operation): fc.Arbitrary<Body | undefined> {
  if (!WRITE_METHODS.includes(operation.method)) return fc.constant(undefined);
  const fields = fieldObject(operation.bodyFields);
  const auth = fc
    .tuple(hostileJson, hostileJson)
    .map(([userID, authToken]) => `{"userID":${userID},"authToken":${authToken}}`);
  const text = fc.oneof(
    { weight: 4, arbitrary: fields.map((data) => `{"data":${data}}`) },
    { weight: 2, arbitrary: fields },
    {
      weight: 1,
      arbitrary: fc.tuple(fields, auth).map(([data, credentials]) => `{"data":${data},"auth":${credentials}}`),
    },
    { weight: 2, arbitrary: hostileJson.map((data) => `{"data":${data}}`) },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 8, arbitrary: fc.record({ text, contentType: fc.constantFrom(...CONTENT_TYPES) }) },
  );
}

/** Header values fetch can send (visible ASCII): odd tokens and test-clock values. */
const asciiJunk = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    'Bearer',
    'x'.repeat(4000),
    '2024-02-30',
    '0000-00-00T00:00:00Z',
    '0001-01-01',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
    '2026-W01-1',
    '-1',
    '1e309',
    'NaN',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

/** The value in about one case of eight, else undefined. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

interface Case {
  caller: string;
  /** Path segments as sent (already encoded). */
  segments: Record<string, string>;
  body: Body | undefined;
  /** Instead of the caller's Bearer token. */
  authorization: string | undefined;
  testToday: string | undefined;
}

function caseFor(operation: Operation, callers: readonly Caller[]): fc.Arbitrary<Case> {
  const excluded = EXCLUDED[operation.endpoint]?.callers;
  const allowed = callers
    .filter(({ name }) => !excluded || (excluded !== 'all' && !excluded.includes(name)))
    .map(({ name }) => name);
  return fc.record({
    caller: fc.constantFrom(...allowed),
    segments: fc.record(Object.fromEntries(operation.pathParams.map(({ name }) => [name, pathSegment]))),
    body: bodyFor(operation),
    // Mostly the caller's own session, so the roles reach past the guard.
    authorization: sometimes(asciiJunk.map((junk) => (junk.startsWith('Bearer') ? junk : `Bearer ${junk}`))),
    testToday: sometimes(asciiJunk),
  });
}

/** What is wrong with an answer, if anything. */
function problemWith(status: number, text: string, path = ''): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  // The embeddable widgets (/embed/*, issue 23) are shown in a frame: their refusals are small HTML pages, by design.
  if (path.startsWith('/embed/'))
    return text.startsWith('<!doctype html>') ? undefined : `answered ${status} without the widget's HTML error page`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} without a JSON body`;
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  if (typeof error !== 'string' || !error.trim() || typeof code !== 'string' || !code.trim())
    return `answered ${status} without { error, code }`;
  return undefined;
}

const shorten = (text: string, max = 300): string =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

describe('fuzzing every operation of the API', () => {
  let app: TestApp;
  let operations: Operation[];
  let callers: Caller[];
  let runs: number;
  /** How often each status was answered: shows the cases get past the first checks (2xx, 404, 409), not only 400s. */
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    // Records for the small ids to find (1, 2, 3): venues, events and an ended game with players, so by-id reads, updates and deletes reach past "not found".
    const { venue, event } = await aVenueWithSeries(app);
    await aVenueWithSeries(app);
    await aGameWithEntries(app, 8, {
      venueID: venue.venueID,
      eventID: event.eventID,
      hostID: app.accounts.host,
      ended: true,
    });
    operations = await openApiOperations(app);
    // Accounts of its own (fuzz-owner ...): the log-in fuzz uses the API's example userName ("player"), and may lock that account.
    const accounts = {} as Record<RoleName, BuiltPlayer>;
    for (const [role, { userType }] of Object.entries(ROLES) as [RoleName, (typeof ROLES)[RoleName]][])
      accounts[role] = await aPlayer(app, { userType, userName: `fuzz-${role}` });
    callers = await callersOf(app, accounts);
    runs = runsPerOperation(operations.length);
    console.log(
      `fuzz: seed ${SEED}, ${runs} runs per operation, ${operations.length} operations (FUZZ_SEED, FUZZ_RUNS to change)`,
    );
  });
  afterAll(() => app.close());

  async function send(
    operation: Operation,
    fuzzCase: Case,
  ): Promise<{ status: number; text: string; url: string; mismatch?: string }> {
    const caller = callers.find(({ name }) => name === fuzzCase.caller)!;
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => fuzzCase.segments[name] ?? '');
    const headers: Record<string, string> = { 'x-forwarded-for': FUZZ_ADDRESS };
    const authorization = fuzzCase.authorization ?? (caller.token ? `Bearer ${caller.token}` : undefined);
    if (authorization) headers.authorization = authorization;
    if (fuzzCase.testToday !== undefined) headers['x-test-today'] = fuzzCase.testToday;
    if (fuzzCase.body) headers['content-type'] = fuzzCase.body.contentType;
    const response = await fetch(`${app.url}${path}`, { method: operation.method, headers, body: fuzzCase.body?.text });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    // The answer is one the document declares for the operation (test/support/answer-check.ts).
    const mismatch = await answerMismatch(
      app.url,
      operation.method,
      path,
      response.status,
      contentType,
      contentType.includes('json') ? parsedOrText(text) : text,
    );
    return { status: response.status, text, url: path, mismatch };
  }

  it('answers hostile input without a 5xx, and every refusal as { error, code }', async () => {
    const failures: string[] = [];
    const started = Date.now();
    for (const operation of operations) {
      const excluded = EXCLUDED[operation.endpoint];
      if (excluded?.callers === 'all') continue;
      const details = await fc.check(
        fc.asyncProperty(caseFor(operation, callers), async (fuzzCase) => {
          let answer: { status: number; text: string; url: string; mismatch?: string };
          try {
            answer = await send(operation, fuzzCase);
          } catch (error) {
            throw new Error(`no answer: ${(error as Error).message}`, { cause: error });
          }
          const problem = problemWith(answer.status, answer.text, operation.path) ?? answer.mismatch;
          if (problem) throw new Error(`${shorten(answer.url, 200)} ${problem}: ${shorten(answer.text)}`);
        }),
        { seed: SEED + seedOffset(operation.endpoint), numRuns: runs },
      );
      if (details.failed) {
        const message =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(
          `${operation.endpoint} (FUZZ_SEED=${SEED} FUZZ_RUNS=${runs}; fast-check seed ${details.seed}, path ${details.counterexamplePath}): ${message}\n  case: ${shorten(JSON.stringify(details.counterexample?.[0]), 600)}`,
        );
      }
      // A call may have ended a session (logout) or switched host mode on (agreement): the next operation starts as it should.
      for (const caller of callers) await restoreCaller(app, caller);
    }
    const answered = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `fuzz: ${operations.length} operations × ${runs} runs in ${((Date.now() - started) / 1000).toFixed(1)} s; answers ${answered}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);

  /** Issue 30: the check-in's device time, the one field a client gives that the server could take as a time of its own. */
  it('answers any check-in device time (scannedAt) without a 5xx: an absurd one refused (400, field scannedAt) or replaced by the receipt, never sent by a player or assistant', async () => {
    const game = await aGame(app, { gameAt: new Date(Date.now() - 60 * 60_000) });
    const absurd: unknown[] = [
      '2026-13-45',
      '2026-02-30T20:36:05Z',
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00Z',
      '275760-09-13T00:00:00Z',
      '',
      ' ',
      '2026-12-04T20:36:05',
      '2026-12-04T24:00:00Z',
      '2026-12-04T20:36:05+24:00',
      'x'.repeat(100_000),
      8.64e15,
      Number.MAX_VALUE,
      -1,
      0,
      1733286965120,
      [],
      ['2026-12-04T04:36:05Z'],
      {},
      { $date: '2026-12-04T04:36:05Z' },
      true,
      null,
    ];
    const fuzzed = fc.sample(
      fc.oneof(
        hostileText,
        fc
          .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      ),
      { seed: SEED, numRuns: 30 },
    );
    const players = await somePlayers(app, 3);
    // Who may check in, who may not, and who is not logged in (the guard's other refusals are the access table's).
    const ARRIVAL_CALLERS = ['anonymous', 'player', 'assistant', 'host in host mode', 'manager in host mode', 'owner'];
    const failures: string[] = [];
    for (const [n, scannedAt] of [...absurd, ...fuzzed].entries()) {
      for (const caller of callers.filter(({ name }) => ARRIVAL_CALLERS.includes(name))) {
        for (const path of ['/v1/point/check-in', '/v1/point']) {
          const body = JSON.stringify({
            data: { gameID: game.gameID, playerID: players[n % players.length]!.playerID, scannedAt },
          });
          const response = await fetch(`${app.url}${path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': FUZZ_ADDRESS,
              ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
            },
            body,
          });
          const text = await response.text();
          const problem =
            problemWith(response.status, text) ??
            (['player', 'assistant'].includes(caller.name) && response.status !== 403
              ? `answered ${response.status}, not 403, to a ${caller.name}`
              : undefined);
          const wrongField =
            response.status === 400 && !text.includes('"field":"scannedAt"') && !text.includes('PLAYER_')
              ? `refused another field: ${shorten(text, 200)}`
              : undefined;
          if (problem ?? wrongField)
            failures.push(
              `${path} as ${caller.name} with scannedAt ${shorten(JSON.stringify(scannedAt) ?? 'undefined', 80)}: ${problem ?? wrongField}`,
            );
        }
      }
      // Whatever was sent, no stored arrival time is outside the bounds: the receipt, or at most 12 hours before it (the game's day opened 13 hours ago).
      const [{ outside }] = await app.sql<{ outside: number }>(
        "select count(*)::int as outside from points where game_id = ? and (entry_at < now() - interval '12 hours 1 minute' or entry_at > now() + interval '1 minute')",
        [game.gameID],
      );
      if (outside > 0)
        failures.push(
          `scannedAt ${shorten(JSON.stringify(scannedAt) ?? 'undefined', 80)} stored an arrival time outside the bounds`,
        );
      // A check-in that went through: the next value checks in afresh.
      await app.sql('delete from points where game_id = ?', [game.gameID]);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/** A stable number per endpoint, so each operation has its own stream of cases. */
function seedOffset(endpoint: string): number {
  let hash = 0;
  for (const char of endpoint) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % 1_000_000;
}
