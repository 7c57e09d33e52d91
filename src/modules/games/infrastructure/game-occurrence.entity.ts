import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { SeriesEntity } from '../../venues/infrastructure/series.entity.js';
import { GameEntity } from './game.entity.js';

/**
 * The schedule's ledger: one row per date a recurring event runs on for which a game was
 * made (docs/decisions/0059-game-schedule-and-calendar-feed.md). Its key decides who creates
 * the game, so a second run or a second worker never makes it twice; the row outlives a
 * game a manager deletes (game_id becomes null), so the schedule does not bring it back.
 */
@Entity({ tableName: 'game_occurrences' })
export class GameOccurrenceEntity {
  [OptionalProps]?: 'gameID' | 'createdAt';

  @ManyToOne(() => SeriesEntity, { primary: true, mapToPk: true, deleteRule: 'cascade', fieldName: 'event_id' })
  eventID!: number;

  /** The event's date in its venue's time zone (yyyy-MM-dd). */
  @PrimaryKey({ type: 'date' })
  occursOn!: string;

  @ManyToOne(() => GameEntity, {
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    fieldName: 'game_id',
    index: true,
  })
  gameID: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
