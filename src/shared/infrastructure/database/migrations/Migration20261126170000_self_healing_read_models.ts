import { Migration } from '@mikro-orm/migrations';

/**
 * Self-healing read models (issue 20; docs/decisions/0095-self-healing-read-models.md): the outbox
 * records when an event's subscribers ran (`completed_at`) and which relay holds a row for the
 * moment (`claimed_until`, so no transaction waits on Redis), and `queued_work` is the ledger of
 * read-model jobs asked for and not yet run, which the worker's sweeper queues again when Redis
 * lost them. Rows published before this migration are taken as completed.
 */
export class Migration20261126170000 extends Migration {
  override name = 'Migration20261126170000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "outbox" add column "completed_at" timestamptz null, add column "claimed_until" timestamptz null;`,
    );
    this.addSql(`update "outbox" set "completed_at" = "published_at" where "published_at" is not null;`);
    this.addSql(
      `create index "outbox_uncompleted_index" on "outbox" ("published_at") where "published_at" is not null and "completed_at" is null;`,
    );
    this.addSql(
      `create table "queued_work" ("queue" varchar(64) not null, "key" varchar(191) not null, "name" varchar(64) not null, "data" jsonb not null, "opts" jsonb not null, "version" int not null default 1, "requested_at" timestamptz not null default now(), primary key ("queue", "key"));`,
    );
    this.addSql(`create index "queued_work_requested_at_index" on "queued_work" ("requested_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "queued_work" cascade;`);
    this.addSql(`drop index if exists "outbox_uncompleted_index";`);
    this.addSql(`alter table "outbox" drop column "completed_at", drop column "claimed_until";`);
  }
}
