import { Migration } from '@mikro-orm/migrations';

/**
 * Games by time, in the lists' order (time, then id), carrying `unlisted`
 * (docs/decisions/0064-game-reads-speed.md): the browse page's total and its page of ids come from
 * index-only scans instead of reading the window's rows. It replaces the index on time alone, whose
 * every use it serves.
 */
export class Migration20261124150000 extends Migration {
  override name = 'Migration20261124150000';

  override up(): void | Promise<void> {
    this.addSql(`drop index "games_game_at_index";`);
    this.addSql(`create index "games_game_at_game_id_index" on "games" ("game_at", "game_id") include ("unlisted");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "games_game_at_game_id_index";`);
    this.addSql(`create index "games_game_at_index" on "games" ("game_at");`);
  }
}
