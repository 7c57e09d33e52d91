import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Plugin } from 'vite';
import { addressQueryHook } from '../../address-query.plugin';
import { ADDRESS_QUERY_HOOK, queryReadOf, recordingQueryRead, startQueryRead } from './address-query-record';

/** What the server build's React Router does in getSearchParamsForLocation (web/address-query.plugin.ts). */
function addressQuery(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  (globalThis as unknown as Record<string, ((query: URLSearchParams) => void) | undefined>)[ADDRESS_QUERY_HOOK]?.(
    query,
  );
  return query;
}

describe("recordingQueryRead: which of the address's query parameters a draw read", () => {
  it('records the names asked of the address query, not of any other', () => {
    const book = startQueryRead();
    const drawn = recordingQueryRead(book, () => {
      const query = addressQuery('?page=2&ref=chat');
      const other = new URLSearchParams('venue=3');
      return [query.get('page'), query.has('venue'), query.getAll('event'), other.get('venue'), other.toString()];
    });
    expect(drawn).toEqual(['2', false, [], '3', 'venue=3']);
    expect(queryReadOf(book)).toEqual(['event', 'page', 'venue']);
  });

  it('adds up the names of every pass, and reads nothing when the screen asks nothing', () => {
    const book = startQueryRead();
    recordingQueryRead(book, () => addressQuery(''));
    expect(queryReadOf(book)).toEqual([]);
    recordingQueryRead(book, () => addressQuery('').get('page'));
    recordingQueryRead(book, () => addressQuery('').get('view'));
    expect(queryReadOf(book)).toEqual(['page', 'view']);
  });

  it.each([
    ['its text', (query: URLSearchParams) => query.toString()],
    ['a copy of it', (query: URLSearchParams) => new URLSearchParams(query).get('page')],
    ['its entries', (query: URLSearchParams) => [...query]],
    ['its keys', (query: URLSearchParams) => [...query.keys()]],
    ['forEach', (query: URLSearchParams) => query.forEach(() => undefined)],
    ['its size', (query: URLSearchParams) => query.size],
    ['Object.fromEntries', (query: URLSearchParams) => Object.fromEntries(query)],
  ])('takes %s for a read of the whole query', (_, read) => {
    const book = startQueryRead();
    recordingQueryRead(book, () => read(addressQuery('?page=2')));
    expect(queryReadOf(book)).toBe('all');
  });

  it('leaves URLSearchParams as it was, even when the draw throws, and records nothing outside a draw', () => {
    const original = globalThis.URLSearchParams;
    const get = URLSearchParams.prototype.get;
    const book = startQueryRead();
    expect(() =>
      recordingQueryRead(book, () => {
        addressQuery('?a=1').get('a');
        throw new Error('the screen threw');
      }),
    ).toThrow('the screen threw');
    expect(globalThis.URLSearchParams).toBe(original);
    expect(URLSearchParams.prototype.get).toBe(get);
    expect(ADDRESS_QUERY_HOOK in globalThis).toBe(false);
    addressQuery('?b=1').get('b');
    expect(queryReadOf(book)).toEqual(['a']);
  });
});

describe('where the site reads the address query', () => {
  /**
   * Read as text only where no server render depends on it: staff screens, old addresses (answered
   * 301 first), the browser's own test clock, and the calendar's address rewrite (a handler keeps
   * the query when the month changes; nothing drawn shows it).
   */
  const READ_AS_TEXT = new Set([
    'app/router.tsx',
    'app/routes/events/calendar.tsx',
    'lib/auth.tsx',
    'lib/clock.ts',
    'features/games/hooks/use-manage-games.ts',
  ]);

  it("reads it through useSearchParams only, so the server knows which parameters a page reads (a page's own text would be missed)", () => {
    const root = join(process.cwd(), 'web', 'src');
    const asText = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
      .filter((file) => {
        const code = readFileSync(join(root, file), 'utf8');
        return /\blocation\.search\b/.test(code) || /\{[^}]*\bsearch\b[^}]*\}\s*=\s*useLocation\(/.test(code);
      })
      .map((file) => file.split(sep).join('/'));
    expect(asText.filter((file) => !READ_AS_TEXT.has(file))).toEqual([]);
  });
});

describe("the server build's hook in React Router (web/address-query.plugin.ts)", () => {
  const transform = (plugin: Plugin, code: string, id: string) =>
    (plugin.transform as (code: string, id: string) => { code: string } | null).call({}, code, id);

  it("hands the address's URLSearchParams to the recorder in every React Router build installed", () => {
    const dist = join(process.cwd(), 'node_modules', 'react-router', 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => join(dist, file))
      .filter((file) => readFileSync(file, 'utf8').includes('function getSearchParamsForLocation('));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const made = transform(addressQueryHook(), readFileSync(file, 'utf8'), file)!.code;
      expect(made).toContain(
        `let searchParams = createSearchParams(locationSearch);\n  globalThis.${ADDRESS_QUERY_HOOK}?.(searchParams);`,
      );
    }
  });

  it('leaves other modules alone, and fails on a React Router whose function changed', () => {
    expect(transform(addressQueryHook(), 'export const a = 1;', '/x/node_modules/react/index.mjs')).toBeNull();
    const changed = 'function getSearchParamsForLocation(locationSearch, defaultSearchParams) {\n  return 1;\n}';
    expect(() => transform(addressQueryHook(), changed, '/x/node_modules/react-router/dist/production/a.mjs')).toThrow(
      'getSearchParamsForLocation no longer starts as address-query.plugin.ts expects',
    );
  });
});
