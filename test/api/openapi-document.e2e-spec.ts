import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from '../../src/shared/interface/openapi/api-document.js';
import {
  COMMITTED_DOCUMENT_PATH,
  committedDocumentSettings,
  documentText,
} from '../../src/shared/interface/openapi/committed-document.js';
import { operationsOf } from '../../src/shared/interface/openapi/operations.js';
import { api } from '../support/api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The warnings of redocly's recommended rules the document keeps, each with its reason in
 * docs/api.md ("The document's lint"). A new kind of warning fails here until it is fixed or
 * listed there and here.
 */
const KEPT_WARNINGS = ['info-license'];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }[];
}

/** The project's own @redocly/cli (a devDependency), recommended rules, no config file, no telemetry. */
async function lint(document: string): Promise<LintReport> {
  const dir = await mkdtemp(join(tmpdir(), 'league-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, document);
    const cli = resolve('node_modules/@redocly/cli/bin/cli.js');
    const args = [
      cli,
      'lint',
      file,
      '--extends',
      'recommended',
      '--format',
      'json',
      '--max-problems',
      '10000',
      '--lint-config',
      'off',
    ];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // redocly exits 1 when there are errors: its report on stdout is what is asserted.
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as LintReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document (issue 33)', () => {
  let app: TestApp;
  let committed: string;

  beforeAll(async () => {
    app = await startTestApp({ roles: false });
    committed = documentText(buildApiDocument(app.app, committedDocumentSettings()));
  });
  afterAll(() => app?.close());

  it(`is committed as ${COMMITTED_DOCUMENT_PATH}, as npm run openapi writes it`, async () => {
    const file = await readFile(resolve(COMMITTED_DOCUMENT_PATH), 'utf8').catch(() => '');
    // A failure here: run `npm run openapi` and commit docs/openapi.json with the change to the API.
    expect(file === committed ? 'up to date' : `${COMMITTED_DOCUMENT_PATH} is stale: run npm run openapi`).toBe(
      'up to date',
    );
  });

  it("passes redocly's recommended rules with no error, and only the warnings docs/api.md keeps", async () => {
    const report = await lint(committed);
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map(({ ruleId, message, location }) => `${ruleId} at ${location[0]?.pointer}: ${message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const warned = [...new Set(report.problems.map((problem) => problem.ruleId))].filter(
      (rule) => !KEPT_WARNINGS.includes(rule),
    );
    expect(warned).toEqual([]);
  });

  it("is what /docs/json serves, at the install's own address", async () => {
    const { status, body } = await api(app).get<OpenAPIObject>('/docs/json');
    expect(status).toBe(200);
    expect(body.servers).toEqual([{ url: app.settings.siteUrl, description: app.settings.siteName }]);
    expect(documentText({ ...body, servers: [] })).toBe(
      documentText({ ...(JSON.parse(committed) as OpenAPIObject), servers: [] }),
    );
  });

  it('says who may call each operation, from the access table, and what the session token is', () => {
    const document = JSON.parse(committed) as OpenAPIObject;
    const securityOf = (method: string, path: string) =>
      operationsOf(document).find((operation) => operation.method === method && operation.path === path)?.operation
        .security;
    expect(operationsOf(document).filter(({ operation }) => operation.security === undefined)).toEqual([]);
    expect(securityOf('get', '/v1/health')).toEqual([]);
    expect(securityOf('post', '/v1/user/login')).toEqual([]);
    expect(securityOf('get', '/v1/user/me')).toEqual([{ bearer: [] }]);
    expect(document.components?.securitySchemes?.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringMatching(/opaque session token/),
    });
    expect(document.servers).toEqual([{ url: 'https://league.example.org', description: 'Free Poker League' }]);
  });

  it("declares each operation's path parameters exactly as its path names them; the game list's `all` is the word all", () => {
    const document = JSON.parse(committed) as OpenAPIObject;
    const wrong = operationsOf(document).filter(({ path, operation }) => {
      const declared = (operation.parameters ?? []).flatMap((parameter) =>
        'in' in parameter && parameter.in === 'path' ? [parameter.name] : [],
      );
      return declared.join('/') !== [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).join('/');
    });
    expect(wrong.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const games =
      document.paths['/v1/game/list/{hostID}/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}/{all}']!.get!;
    expect(games.parameters).toContainEqual(
      expect.objectContaining({ name: 'all', in: 'path', required: true, schema: { type: 'string', enum: ['all'] } }),
    );
  });
});

describe('API_DOCS: whether /docs is served', () => {
  const docsOf = async (env: Record<string, string>) => {
    const app = await startTestApp({ roles: false, env });
    try {
      const json = await api(app).get<{ code?: string }>('/docs/json');
      const page = await fetch(`${app.url}/docs`);
      return { json: json.status, code: json.body.code, page: page.status };
    } finally {
      await app.close();
    }
  };

  it('is off in production unless API_DOCS=true (a 404 like any unknown server path, not the site page)', async () => {
    expect(await docsOf({ APP_MODE: 'production' })).toEqual({ json: 404, code: 'NOT_FOUND', page: 404 });
    expect(await docsOf({ APP_MODE: 'production', API_DOCS: 'true' })).toMatchObject({ json: 200, page: 200 });
  });

  it('is on in test mode unless API_DOCS=false', async () => {
    expect(await docsOf({ API_DOCS: 'false' })).toEqual({ json: 404, code: 'NOT_FOUND', page: 404 });
  });
});
