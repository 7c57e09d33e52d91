import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Type } from '@nestjs/common';
import { CONTROLLER_WATERMARK, PATH_METADATA } from '@nestjs/common/constants.js';
import { ACCESS_RULE } from '../auth/access.decorator.js';
import { cachedReadOf } from './cached-read.js';

/**
 * Which kept answers logged-in viewers share, one per level (`@CachedRead({ by: 'level' })`,
 * issue 24). A route joins this list only when its answer depends on nothing about the
 * caller but their user type and host mode: never a route that reads the caller's id (the
 * game reads show a host their own games' deposit fields, so they stay visitor-only).
 */
const SHARED_PER_LEVEL = [
  // Standings (leaderboards module): the same for everyone.
  'GET /v1/point/totals/:venueID/:eventID/:start/:stop/:page/:pageSize',
  'GET /v1/point/stats/:venueID/:eventID/:playerID/:start/:stop',
  'GET /v1/point/events/:venueID/:eventID/:playerID/:flag/:start/:stop',
  'GET /v1/player/stats/:venueID/:eventID/:start/:stop',
  'GET /v1/point/games/:venueID/:eventID/:playerID/:winnersOnly',
  'GET /v1/point/games/:venueID/:eventID/:playerID/:winnersOnly/:start/:stop',
  'GET /v1/point/history/:venueID/:eventID/:playerID/:start/:stop/:page/:pageSize',
  'GET /v1/venue/stats/:venueID/:eventID/:start/:stop',
  // Venues and events: staff fields by user type only.
  'GET /v1/venue/list/:playerID',
  'GET /v1/venue/list/:playerID/:start',
  'GET /v1/venue/list/:playerID/:start/:stop',
  'GET /v1/venue/id/:venueID',
  'GET /v1/event/list/:venueID',
  'GET /v1/event/list/:venueID/:start',
  'GET /v1/event/list/:venueID/:start/:stop',
  'GET /v1/event/id/:eventID',
  // Posts: what a level may read, by user type only.
  'GET /v1/post/list/:category',
  'GET /v1/post/list/:category/:page/:pageSize',
  'GET /v1/post/list/:category/:page/:pageSize/all',
  'GET /v1/post/id/:postID',
].sort();

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

const pathsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '/')]);
const join2 = (prefix: string, path: string) =>
  `/${[prefix, path]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

async function cachedRoutes(): Promise<{ endpoint: string; by: string; guarded: boolean }[]> {
  const found: { endpoint: string; by: string; guarded: boolean }[] = [];
  for (const file of controllerFiles(resolve('src'))) {
    for (const value of Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>)) {
      if (typeof value !== 'function' || !Reflect.getMetadata(CONTROLLER_WATERMARK, value)) continue;
      const controller = value as Type;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = name === 'constructor' ? undefined : prototype[name];
        const options = typeof handler === 'function' ? cachedReadOf(handler) : undefined;
        if (!options) continue;
        const guarded =
          Reflect.getMetadata(ACCESS_RULE, handler as object) !== undefined ||
          Reflect.getMetadata(ACCESS_RULE, controller) !== undefined;
        for (const prefix of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const path of pathsOf(Reflect.getMetadata(PATH_METADATA, handler as object)))
            found.push({ endpoint: `GET ${join2(prefix, path)}`, by: options.by ?? 'visitor', guarded });
        }
      }
    }
  }
  return found;
}

describe('kept answers shared per level', () => {
  it('are exactly the listed routes: every other kept answer is for visitors only', async () => {
    const routes = await cachedRoutes();
    expect(routes.length).toBeGreaterThan(SHARED_PER_LEVEL.length);
    expect(
      routes
        .filter(({ by }) => by === 'level')
        .map(({ endpoint }) => endpoint)
        .sort(),
    ).toEqual(SHARED_PER_LEVEL);
  });

  it('are all public routes (no access rule: nothing about the caller is checked or shown)', async () => {
    expect((await cachedRoutes()).filter(({ guarded }) => guarded)).toEqual([]);
  });

  it('leave the game reads to visitors (their fields follow who asks: a host sees their own games)', async () => {
    const games = (await cachedRoutes()).filter(({ endpoint }) => endpoint.startsWith('GET /v1/game/'));
    expect(games.length).toBeGreaterThan(0);
    expect(games.filter(({ by }) => by !== 'visitor')).toEqual([]);
  });
});
