import { Migration } from '@mikro-orm/migrations';

/**
 * Practice (unlisted) games count toward nothing public any more
 * (docs/decisions/0086-practice-games-count-toward-nothing-public.md). Where one exists, the worker
 * is asked through the outbox to rebuild the standings read model (StandingsRebuildRequested, as
 * the demo seeder asks) and the Vegas Invites read model (InvitesRebuildRequested), so totals and
 * invites kept from before leave those games out. Nothing to undo: a rebuild only recomputes what
 * the records say.
 */
export class Migration20261126160000 extends Migration {
  override name = 'Migration20261126160000';

  override up(): void | Promise<void> {
    for (const type of ['StandingsRebuildRequested', 'InvitesRebuildRequested']) {
      this.addSql(
        `insert into "outbox" ("type", "payload") select '${type}', '{}'::jsonb where exists (select 1 from "games" where "unlisted");`,
      );
    }
  }

  override down(): void | Promise<void> {}
}
