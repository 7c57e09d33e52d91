import { Migration } from '@mikro-orm/migrations';

/** Idempotency-Key headers of writes and their first answers, kept a day (docs/decisions/0068-game-night-ending-and-idempotent-writes.md). */
export class Migration20261125010000 extends Migration {
  override name = 'Migration20261125010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("player_id" int not null, "key" varchar(128) not null, "fingerprint" varchar(64) not null, "status" smallint null, "body" text null, "created_at" timestamptz not null default now(), primary key ("player_id", "key"));`,
    );
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
