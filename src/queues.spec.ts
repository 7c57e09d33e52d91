import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALL_QUEUES } from './queues.js';

/** Every `export const X_QUEUE = 'name'` in src: the queues some process creates. */
function declaredQueues(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declaredQueues(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/export const \w+_QUEUE = '([^']+)'/g)].map((match) => match[1]!);
  });
}

describe('the jobs dashboard queue list (src/queues.ts)', () => {
  it('names every queue the code declares, once', () => {
    const declared = declaredQueues(resolve('src'));
    expect(declared.length).toBeGreaterThanOrEqual(5);
    const listed = ALL_QUEUES.map(({ name }) => name);
    expect(new Set(listed).size).toBe(listed.length);
    expect(
      declared.filter((name) => !listed.includes(name)).map((name) => `src/queues.ts needs the '${name}' queue`),
    ).toEqual([]);
    expect(listed.filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('creates queues only under those names (every new Queue / new Worker uses a declared constant)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const literal = files(resolve('src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/new (?:Queue|Worker)\(\s*'([^']+)'/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(literal).toEqual([]);
  });
});
