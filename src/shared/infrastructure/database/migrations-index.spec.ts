import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { indexWithMigration } from './migrations-index.js';

const INDEX = resolve('src/shared/infrastructure/database/migrations/index.ts');

describe('indexWithMigration', () => {
  const index = readFileSync(INDEX, 'utf8');

  it('adds a new migration to the real index: its import after the others, its entry last', () => {
    const next = indexWithMigration(
      index,
      'src/shared/infrastructure/database/migrations/Migration20270101000000_series_notes.ts',
    );
    expect(next.split('\n').filter((line) => !index.split('\n').includes(line))).toEqual([
      "import { Migration20270101000000 } from './Migration20270101000000_series_notes.js';",
      "  { name: 'Migration20270101000000_series_notes', class: Migration20270101000000 },",
    ]);
    expect(next.indexOf('import { Migration20270101000000 }')).toBeLessThan(next.indexOf('export const MIGRATIONS'));
    expect(
      next.trimEnd().endsWith("{ name: 'Migration20270101000000_series_notes', class: Migration20270101000000 },\n];"),
    ).toBe(true);
  });

  it('adds nothing twice, and refuses a file that is not a migration', () => {
    const once = indexWithMigration(index, 'Migration20270101000000.ts');
    expect(indexWithMigration(once, 'Migration20270101000000.ts')).toBe(once);
    expect(() => indexWithMigration(index, 'notes.ts')).toThrow("Not a migration's file name: notes.ts");
  });

  it('lists every migration file of the folder (the index is the whole list)', () => {
    const files =
      readFileSync(INDEX, 'utf8')
        .match(/'\.\/(Migration\d+\w*)\.js'/g)
        ?.map((match) => match.slice(3, -4)) ?? [];
    const onDisk = readdirSync(resolve('src/shared/infrastructure/database/migrations'))
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(onDisk.sort());
  });
});
