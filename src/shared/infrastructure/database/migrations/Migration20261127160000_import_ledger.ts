import { Migration } from '@mikro-orm/migrations';

/**
 * The import ledger (issue 22, docs/import.md): old id -> new id per old site and kind, so an
 * import from the site being replaced resumes and never writes a record twice.
 */
export class Migration20261127160000 extends Migration {
  override name = 'Migration20261127160000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_ledger" ("source" varchar(255) not null, "kind" varchar(16) not null, "old_id" int not null, "new_id" int not null, "imported_at" timestamptz not null default now(), primary key ("source", "kind", "old_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_ledger" cascade;`);
  }
}
