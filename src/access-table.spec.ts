import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Type } from '@nestjs/common';
import { CONTROLLER_WATERMARK } from '@nestjs/common/constants.js';
import { UserType } from './shared/domain/user-type.js';
import {
  ACCESS_TABLE,
  accessRowSource,
  handlersOf,
  routesOf,
  TOKEN_ACCESS,
} from './shared/interface/auth/access-table.js';
import { fieldTableOf } from './shared/interface/validation/dto-from.js';
import { METRICS_PATH } from './shared/interface/metrics/metrics-endpoint.js';

/**
 * The access table (src/shared/interface/auth/access-table.ts) says what each route's
 * `@Access` says, for every controller in src: the table and the guard cannot drift.
 * (test/api/access-table.e2e-spec.ts then checks the running API behaves as the table says.)
 */
const TABLE_FILE = 'src/shared/interface/auth/access-table.ts';

/** Every source file that declares a controller, whatever it is named. */
function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.spec.ts') &&
      readFileSync(path, 'utf8').includes('@Controller(')
      ? [path]
      : [];
  });
}

async function controllers(): Promise<Type[]> {
  const found: Type[] = [];
  for (const file of controllerFiles(resolve('src'))) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value === 'function' && Reflect.getMetadata(CONTROLLER_WATERMARK, value)) found.push(value as Type);
    }
  }
  return found;
}

describe('the access table', () => {
  let routes: { endpoint: string; row: string }[];
  let found: Type[];
  beforeAll(async () => {
    found = await controllers();
    routes = found
      .flatMap((controller) => routesOf(controller))
      .map(({ endpoint, access }) => ({ endpoint, row: accessRowSource(endpoint, access) }));
  });

  it("lets only Host in host mode send a check-in's device time (scannedAt): every route whose body takes it is the check-in's", () => {
    const taking = found.flatMap((controller) =>
      handlersOf(controller).filter(({ name }) => {
        const bodyType = (
          Reflect.getMetadata('design:paramtypes', controller.prototype, name) as unknown[] | undefined
        )?.[0];
        return fieldTableOf(bodyType)?.scannedAt !== undefined;
      }),
    );
    expect(taking.map(({ endpoint }) => endpoint).sort()).toEqual(['POST /v1/point/check-in']);
    for (const { endpoint } of taking)
      expect([endpoint, ACCESS_TABLE[endpoint]]).toEqual([
        endpoint,
        { level: UserType.Host, hostMode: true, ownOnly: false },
      ]);
  });

  it('finds the controllers', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map(({ endpoint }) => endpoint)).toContain('POST /v1/venue');
  });

  it("has a row for every route, saying what the route's @Access says", () => {
    const wrong = routes.filter(
      ({ endpoint, row }) => !ACCESS_TABLE[endpoint] || accessRowSource(endpoint, ACCESS_TABLE[endpoint]) !== row,
    );
    // The message is the lines the table needs (add, or correct), copied from the routes' @Access.
    expect(wrong.map(({ row }) => `${TABLE_FILE} needs: ${row}`)).toEqual([]);
  });

  it('lists /metrics among the token-guarded paths, apart from the session-guarded routes', () => {
    expect(TOKEN_ACCESS[METRICS_PATH]).toMatchObject({ setting: 'METRICS_TOKEN' });
    expect(routes.map(({ endpoint }) => endpoint)).not.toContain(`GET ${METRICS_PATH}`);
  });

  it('has no row for a route that does not exist', () => {
    const served = new Set(routes.map(({ endpoint }) => endpoint));
    expect(
      Object.keys(ACCESS_TABLE)
        .filter((endpoint) => !served.has(endpoint))
        .map((endpoint) => `${TABLE_FILE}: remove '${endpoint}' (no such route)`),
    ).toEqual([]);
  });
});
