import { Migration } from '@mikro-orm/migrations';

/** The tournament clock (issue 23; docs/decisions/0109-tournament-clock.md): one row per game whose clock was written. */
export class Migration20261127163000 extends Migration {
  override name = 'Migration20261127163000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "game_clocks" ("game_id" int not null, "levels" jsonb not null, "level_index" int not null, "status" varchar(8) not null, "ends_at" timestamptz null, "remaining_ms" int not null, "paused_at" timestamptz null, "version" int not null, "updated_at" timestamptz not null, primary key ("game_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "game_clocks" cascade;`);
  }
}
