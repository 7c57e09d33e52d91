import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import type { HistoryChange } from '../domain/game-history.js';

/**
 * One change to a game's results (docs/decisions/0089-audit-trail-of-results.md). Append-only:
 * a trigger refuses UPDATE, DELETE and TRUNCATE (Migration20261126162000_game_history).
 * No foreign keys on purpose: the actor and the player keep their ids and names as they
 * were when a merge removes the duplicate, a removed record keeps its id, and a session may
 * end, and a deleted game's trail stays (its last row says so).
 */
@Entity({
  tableName: 'game_history',
  // Declared so the schema comparison knows it (its DDL is the migration's); the TRUNCATE trigger is not listed by information_schema, so it needs no entry.
  triggers: [
    {
      name: 'game_history_no_update_or_delete',
      timing: 'before',
      events: ['update', 'delete'],
      expression: `create trigger "game_history_no_update_or_delete" before update or delete on "game_history" for each row execute function "game_history_append_only"()`,
    },
  ],
})
@Index({ properties: ['gameID', 'historyID'] })
export class GameHistoryEntity {
  [OptionalProps]?: 'historyID';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  historyID!: string;

  @Property({ type: 'integer' })
  gameID!: number;

  /** The server's clock when the change was made. */
  @Property({ type: 'datetime' })
  at!: Date;

  /** Who made it; null for the system. */
  @Property({ type: 'integer', nullable: true })
  actorID: number | null = null;

  /** Their name at the time. */
  @Property({ type: 'string', length: 64 })
  actorName!: string;

  /** The session it came from (its id, never its token). */
  @Property({ type: 'integer', nullable: true })
  sessionID: number | null = null;

  @Property({ type: 'string', length: 16 })
  action!: string;

  @Property({ type: 'integer', nullable: true })
  pointID: number | null = null;

  /** Whose record changed, and their name at the time. */
  @Property({ type: 'integer', nullable: true })
  playerID: number | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  playerName: string | null = null;

  /** What changed: `[{ field, from, to, playerID?, player?, ignored? }]` (`ignored`: a `deviceTime` change only). */
  @Property({ type: 'json' })
  changes!: HistoryChange[];
}
