import { Migration } from '@mikro-orm/migrations';

/**
 * A game's ending re-ranks its scopes, rewriting every row whose rank moved (thousands in a
 * league's scopes): issue 35 found this most of the standings job. With no index on `ranked`
 * and room left on each page (fillfactor 80), those rewrites are heap-only (HOT): no index
 * entry is written per moved row. A page of a leaderboard finds its rows by points instead
 * (the rows ranked at most n are those with at least the n-th row's points).
 */
export class Migration20261206100000 extends Migration {
  override name = 'Migration20261206100000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "leaderboard_totals" set (fillfactor = 80);`);
    this.addSql(
      `create index if not exists "leaderboard_totals_points_index" on "leaderboard_totals" ("scope_type", "scope_id", "period", "total_points" desc);`,
    );
    // contract: 0.1.0 (issue 35) — the previous release's pages read `ranked <= n` and stay right
    // without this index (a filter over the scope's primary-key range), only slower.
    this.addSql(`drop index if exists "leaderboard_totals_rank_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index if not exists "leaderboard_totals_rank_index" on "leaderboard_totals" ("scope_type", "scope_id", "period", "ranked");`,
    );
    this.addSql(`drop index if exists "leaderboard_totals_points_index";`);
    this.addSql(`alter table "leaderboard_totals" reset (fillfactor);`);
  }
}
