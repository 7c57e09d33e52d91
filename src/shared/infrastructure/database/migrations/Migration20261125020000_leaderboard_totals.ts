import { Migration } from '@mikro-orm/migrations';

/** The standings read model (docs/decisions/0074-standings-read-model.md); filled by `npm run standings:rebuild` or the worker. */
export class Migration20261125020000 extends Migration {
  override name = 'Migration20261125020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "leaderboard_totals" ("scope_type" varchar(8) not null, "scope_id" int not null, "period" varchar(8) not null, "player_id" int not null, "total_points" int not null, "total_games" int not null, "total_placed" int not null, "total_won" int not null, "ranked" int not null, primary key ("scope_type", "scope_id", "period", "player_id"));`,
    );
    this.addSql(
      `create index "leaderboard_totals_rank_index" on "leaderboard_totals" ("scope_type", "scope_id", "period", "ranked");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "leaderboard_totals" cascade;`);
  }
}
