import { Migration } from '@mikro-orm/migrations';

/**
 * games.deposit_id becomes a plain id column (issue 36): games no longer names deposits' entity
 * (deposits depends on games, never the reverse), so the entity maps no foreign key and the
 * schema drops it. The column, its values and the deposit_games ledger (with its own foreign keys)
 * stay; deleting a deposit already rewrites each game's deposit_id through games' books port.
 */
export class Migration20261205120000 extends Migration {
  override name = 'Migration20261205120000';

  override up(): void | Promise<void> {
    // contract: 0.1.0 (issue 36) — no release relies on the constraint's "on delete set null":
    // the deposit's delete rewrites games.deposit_id itself, in the same transaction.
    this.addSql(`alter table "games" drop constraint if exists "games_deposit_id_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "games" add constraint "games_deposit_id_foreign" foreign key ("deposit_id") references "deposits" ("deposit_id") on delete set null;`,
    );
  }
}
