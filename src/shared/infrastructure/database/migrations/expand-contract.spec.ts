import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MIGRATIONS } from './index.js';

/**
 * Migrations the previous release survives (docs/operations.md "Upgrades", "Migrations: expand,
 * then contract"): during a rolling upgrade and after a rollback to the previous image, the
 * previous release runs on the migrated schema. So a migration's up() only adds (tables,
 * nullable or defaulted columns, indexes, rows); removing, renaming or narrowing what the
 * previous release uses waits one release, and says so with a `// contract:` comment naming
 * the release that stopped using it. Migrations before this rule (issue 34) are left as they are.
 */
const FOLDER = resolve('src/shared/infrastructure/database/migrations');
const RULE_SINCE = 'Migration20261205000000';
const CONTRACTING =
  /\b(drop\s+(table|column|index|type|view|function|trigger|constraint)|rename\s+(to|column)|alter\s+column\s+"?\w+"?\s+(type|set\s+not\s+null)|truncate)\b/i;

const upOf = (source: string): string => {
  const start = source.search(/\bup\(\)/);
  const end = source.search(/\bdown\(\)/);
  return source.slice(start, end === -1 ? undefined : end);
};

describe('migrations: expand, then contract', () => {
  // With or without a name after the stamp: npm run db:migration:create writes Migration<stamp>.ts.
  const files = readdirSync(FOLDER).filter((name) => /^Migration\d{14}(_.+)?\.ts$/.test(name));

  it('lists every migration file in index.ts, in order', () => {
    expect(MIGRATIONS.map(({ name }) => `${name}.ts`)).toEqual(
      [...files]
        .sort((a, b) => a.localeCompare(b))
        .filter((name) => MIGRATIONS.some((migration) => `${migration.name}.ts` === name)),
    );
    expect(MIGRATIONS.length).toBe(files.length);
  });

  it('adds only, in every migration since the rule, unless a // contract: comment names the release that stopped using what it removes', () => {
    const wrong = files
      .filter((name) => name >= RULE_SINCE)
      .filter((name) => {
        const up = upOf(readFileSync(resolve(FOLDER, name), 'utf8'));
        return CONTRACTING.test(up) && !/\/\/ contract: \S+/.test(up);
      });
    expect(wrong).toEqual([]);
  });

  it('finds the statements that contract (the check itself)', () => {
    for (const sql of [
      'alter table "players" drop column "x";',
      'drop table "a";',
      'alter table "a" rename column "b" to "c";',
      'alter table "a" alter column "b" type int;',
      'alter table "a" alter column "b" set not null;',
    ])
      expect([sql, CONTRACTING.test(sql)]).toEqual([sql, true]);
    for (const sql of [
      'alter table "players" add column "x" boolean not null default true;',
      'create index "i" on "a" ("b");',
      'create table "t" ("id" serial primary key);',
    ])
      expect([sql, CONTRACTING.test(sql)]).toEqual([sql, false]);
  });
});
