import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { GameEntity } from '../../games/infrastructure/game.entity.js';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/**
 * One player's record in one game (product §3.5: point record). Names, venue and event
 * come from joins; sortedPlace is derived (9999 when there is no place).
 */
@Entity({ tableName: 'points' })
@Unique({ properties: ['gameID', 'playerID'] })
@Index({ properties: ['playerID', 'gameID'] })
@Check({ name: 'points_place_range', expression: '(place >= 0) and (place <= 8)' })
export class PointEntity {
  [OptionalProps]?: 'pointID' | 'place' | 'points' | 'bonusType' | 'bonuses' | 'buyIn' | 'reBuy' | 'addOn' | 'hostID';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  pointID!: number;

  @ManyToOne(() => GameEntity, { mapToPk: true, deleteRule: 'cascade', fieldName: 'game_id' })
  gameID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'restrict', fieldName: 'player_id' })
  playerID!: number;

  /** Check-in time. */
  @Property({ type: 'datetime' })
  entryAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  /** 0 none, 1..8 */
  @Property({ type: 'smallint', default: 0 })
  place: number = 0;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  /** 0 none, 1 Vegas Invites */
  @Property({ type: 'smallint', default: 0 })
  bonusType: number = 0;

  @Property({ type: 'integer', default: 0 })
  bonuses: number = 0;

  /** Quarterly chips, in thousands. */
  @Property({ type: 'integer', default: 0 })
  buyIn: number = 0;

  @Property({ type: 'integer', default: 0 })
  reBuy: number = 0;

  @Property({ type: 'integer', default: 0 })
  addOn: number = 0;

  /** The acting host who saved the record. */
  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'host_id' })
  hostID: number | null = null;
}
