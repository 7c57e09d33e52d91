import { Migration } from '@mikro-orm/migrations';

/** The players module's merge log, and the index that finds a player by an alternate number (docs/decisions/0077-merging-duplicate-players.md). */
export class Migration20261125044000 extends Migration {
  override name = 'Migration20261125044000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "player_merges" ("merge_id" serial primary key, "merged_at" timestamptz not null default now(), "merged_by_id" int null, "survivor_id" int not null, "duplicate_id" int not null, "duplicate_number" int not null, "duplicate_title" varchar(64) not null, "moved" jsonb not null);`,
    );
    this.addSql(`create index "player_merges_survivor_id_index" on "player_merges" ("survivor_id");`);
    this.addSql(
      `alter table "player_merges" add constraint "player_merges_merged_by_id_foreign" foreign key ("merged_by_id") references "players" ("player_id") on delete set null;`,
    );
    this.addSql(
      `alter table "player_merges" add constraint "player_merges_survivor_id_foreign" foreign key ("survivor_id") references "players" ("player_id") on delete cascade;`,
    );
    this.addSql(
      `create index "players_alternate_numbers_index" on "players" using gin (string_to_array("alternate_player_numbers", ','));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "players_alternate_numbers_index";`);
    this.addSql(`drop table if exists "player_merges" cascade;`);
  }
}
