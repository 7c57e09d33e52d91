import { Migration } from '@mikro-orm/migrations';

/** The players module's: whether a player gets the standings mail after each game (docs/decisions/0075-vegas-invites-read-model-and-mail.md). */
export class Migration20261125030000 extends Migration {
  override name = 'Migration20261125030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "players" add column "standings_mail" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "players" drop column "standings_mail";`);
  }
}
