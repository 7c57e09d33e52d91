import { Migration } from '@mikro-orm/migrations';

/** The game schedule's ledger: which dates of each recurring event already had their game made. */
export class Migration20261124130000 extends Migration {
  override name = 'Migration20261124130000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "game_occurrences" ("event_id" int not null, "occurs_on" date not null, "game_id" int null, "created_at" timestamptz not null default now(), primary key ("event_id", "occurs_on"));`,
    );
    this.addSql(`create index "game_occurrences_game_id_index" on "game_occurrences" ("game_id");`);
    this.addSql(
      `alter table "game_occurrences" add constraint "game_occurrences_event_id_foreign" foreign key ("event_id") references "events" ("event_id") on delete cascade;`,
    );
    this.addSql(
      `alter table "game_occurrences" add constraint "game_occurrences_game_id_foreign" foreign key ("game_id") references "games" ("game_id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "game_occurrences" cascade;`);
  }
}
