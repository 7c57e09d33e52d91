import { Migration } from '@mikro-orm/migrations';

/**
 * The deposits module's: what each deposit applied to each game, so editing or deleting a
 * deposit takes back exactly its own amounts (docs/decisions/0079-deposits.md). Deposits made
 * before it paid whole games (the demo league's): each game's deposited earnings belong to
 * the deposit it names.
 */
export class Migration20261125045000 extends Migration {
  override name = 'Migration20261125045000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "deposit_games" ("deposit_id" int not null, "game_id" int not null, "amount" numeric(10,2) not null, primary key ("deposit_id", "game_id"));`,
    );
    this.addSql(`create index "deposit_games_game_id_index" on "deposit_games" ("game_id");`);
    this.addSql(
      `alter table "deposit_games" add constraint "deposit_games_deposit_id_foreign" foreign key ("deposit_id") references "deposits" ("deposit_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "deposit_games" add constraint "deposit_games_game_id_foreign" foreign key ("game_id") references "games" ("game_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "deposit_games" ("deposit_id", "game_id", "amount") select "deposit_id", "game_id", "earnings_deposited" from "games" where "deposit_id" is not null and "earnings_deposited" > 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "deposit_games" cascade;`);
  }
}
