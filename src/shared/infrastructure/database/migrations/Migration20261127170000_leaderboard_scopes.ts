import { Migration } from '@mikro-orm/migrations';

/**
 * Each standings scope's row count, stored by the worker as it writes the scope's rows, so a
 * leaderboard page reads its total instead of counting the scope (issue 24;
 * docs/decisions/0111-shared-kept-answers-and-the-cheap-query-path.md). Filled here from the rows
 * kept.
 */
export class Migration20261127170000 extends Migration {
  override name = 'Migration20261127170000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "leaderboard_scopes" ("scope_type" varchar(8) not null, "scope_id" int not null, "period" varchar(8) not null, "row_count" int not null, primary key ("scope_type", "scope_id", "period"));`,
    );
    this.addSql(
      `insert into "leaderboard_scopes" ("scope_type", "scope_id", "period", "row_count") select "scope_type", "scope_id", "period", count(*)::int from "leaderboard_totals" group by "scope_type", "scope_id", "period";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "leaderboard_scopes" cascade;`);
  }
}
