import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The triggers keeping the stored form (Migration20261127190000_leaderboard_rows_stored): declared so the schema comparison knows them. */
const TRIGGER_OF = { insert: 'leaderboard_totals_inserted', update: 'leaderboard_totals_updated', delete: 'leaderboard_totals_deleted' } as const;
const restoredAfter = (event: keyof typeof TRIGGER_OF) => ({
  name: TRIGGER_OF[event],
  timing: 'after' as const,
  events: [event],
  forEach: 'statement' as const,
  expression: `create trigger "${TRIGGER_OF[event]}" after ${event} on "leaderboard_totals" referencing ${event === 'delete' ? 'old' : 'new'} table as written for each statement execute function "leaderboard_totals_written"()`,
});

/**
 * The standings read model: one player's totals in a scope (league / venue / event) and
 * period (`all`, `2026`, `2026-Q2`, `2026-03`), recomputed from point records by the
 * standings jobs (docs/decisions.md "Standings read model"). Each row also stores its place
 * in the scope and its API row as JSON text, names included; PostgreSQL keeps both right after
 * any write, a rename too (docs/decisions.md "Stored leaderboard rows kept by PostgreSQL").
 */
@Entity({ tableName: 'leaderboard_totals', triggers: [restoredAfter('insert'), restoredAfter('update'), restoredAfter('delete')] })
@Index({ name: 'leaderboard_totals_rank_index', properties: ['scopeType', 'scopeID', 'period', 'ranked'] })
@Index({ name: 'leaderboard_totals_position_index', properties: ['scopeType', 'scopeID', 'period', 'position'] })
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

  /** 1-based, by rank, player title, player: a page is the rows between two positions (null until restored). */
  @Property({ type: 'integer', nullable: true })
  position?: number | null;

  /** The row as the API sends it (leaderboard_row_json in the migration; null until restored). */
  @Property({ type: 'text', nullable: true })
  rowJson?: string | null;
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
