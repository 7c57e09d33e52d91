import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BlindLevel } from '../domain/game-clock.js';

/**
 * A game's tournament clock (issue 23): its blind structure and where the clock stands.
 * One row per game, made at the first write (a game without one shows its default
 * structure, not started). No foreign key, as for game_history: a deleted game's row is
 * never read (the game is checked first).
 */
@Entity({ tableName: 'game_clocks' })
export class GameClockEntity {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  gameID!: number;

  @Property({ type: 'json' })
  levels!: BlindLevel[];

  @Property({ type: 'integer' })
  levelIndex!: number;

  /** ready, running or paused. */
  @Property({ type: 'string', length: 8 })
  status!: string;

  /** While running: when the level ends (server time). */
  @Property({ type: 'datetime', nullable: true })
  endsAt: Date | null = null;

  /** While ready or paused: the time left in the level. */
  @Property({ type: 'integer' })
  remainingMs!: number;

  @Property({ type: 'datetime', nullable: true })
  pausedAt: Date | null = null;

  /** Each write adds one; a write names the version it saw (ordered writes). */
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
