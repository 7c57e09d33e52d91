import { Migration } from '@mikro-orm/migrations';

/** Unlisted games (docs/decisions/0058-games.md): hidden from visitors, shown in host mode. */
export class Migration20261124120000 extends Migration {
  override name = 'Migration20261124120000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "games" add column "unlisted" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "games" drop column "unlisted";`);
  }
}
