import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The standings read model: one player's totals in a scope (league / venue / event) and
 * period (`all`, `2026`, `2026-Q2`, `2026-03`), recomputed from point records by the
 * standings jobs (docs/decisions/0074-standings-read-model.md). Names are joined at read time,
 * so a renamed player needs no recompute.
 */
@Entity({ tableName: 'leaderboard_totals' })
// A page's rows by points, best first. No index on `ranked`: re-ranking rewrites rows in place (HOT; fillfactor 80 in the migration).
@Index({
  name: 'leaderboard_totals_points_index',
  expression:
    'create index "leaderboard_totals_points_index" on "leaderboard_totals" ("scope_type", "scope_id", "period", "total_points" desc)',
})
export class LeaderboardTotalEntity {
  @PrimaryKey({ type: 'string', length: 8 })
  scopeType!: string;

  @PrimaryKey({ type: 'integer' })
  scopeID!: number;

  @PrimaryKey({ type: 'string', length: 8 })
  period!: string;

  @PrimaryKey({ type: 'integer' })
  playerID!: number;

  @Property({ type: 'integer' })
  totalPoints!: number;

  @Property({ type: 'integer' })
  totalGames!: number;

  @Property({ type: 'integer' })
  totalPlaced!: number;

  @Property({ type: 'integer' })
  totalWon!: number;

  @Property({ type: 'integer' })
  ranked!: number;
}

/** Each scope's row count (issue 24), written with its rows: a leaderboard page reads its total here instead of counting. */
@Entity({ tableName: 'leaderboard_scopes' })
export class LeaderboardScopeEntity {
  @PrimaryKey({ type: 'string', length: 8 })
  scopeType!: string;

  @PrimaryKey({ type: 'integer' })
  scopeID!: number;

  @PrimaryKey({ type: 'string', length: 8 })
  period!: string;

  @Property({ type: 'integer' })
  rowCount!: number;
}
