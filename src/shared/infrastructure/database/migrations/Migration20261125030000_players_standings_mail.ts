import { Migration } from '@mikro-orm/migrations';

/** The players module's: whether a player gets the standings mail after each game (docs/decisions.md "Vegas Invites read model and mail"). */
export class Migration20261125030000 extends Migration {

  override name = 'Migration20261125030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "players" add column "standings_mail" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "players" drop column "standings_mail";`);
  }

}
