import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';
import { SeriesEntity } from '../../venues/infrastructure/series.entity.js';
import { VenueEntity } from '../../venues/infrastructure/venue.entity.js';

/**
 * One game night. The venue's name, address and map link, and the host's and
 * event's names, are read by joins rather than copied (the league's old API
 * answered them as game fields).
 */
@Entity({ tableName: 'games' })
// Games by time, in the lists' order, carrying `unlisted`: the browse page's total and its
// page of ids are read from the index alone (docs/decisions/0064-game-reads-speed.md).
@Index({ properties: ['gameAt', 'gameID'], include: ['unlisted'] })
@Index({ properties: ['venueID', 'gameAt'] })
@Index({ properties: ['eventID', 'gameAt'] })
@Index({ properties: ['hostID', 'gameAt'] })
@Index({ properties: ['eventType', 'gameAt'] })
@Check({ name: 'games_total_players_range', expression: '(total_players >= 0) and (total_players <= 999)' })
export class GameEntity {
  [OptionalProps]?:
    | 'gameID'
    | 'venueID'
    | 'eventID'
    | 'hostID'
    | 'eventType'
    | 'doublePoints'
    | 'originalAt'
    | 'totalPlayers'
    | 'totalRecords'
    | 'earningsEstimated'
    | 'earningsActual'
    | 'earningsDeposited'
    | 'earningsReconciled'
    | 'earningsNote'
    | 'depositID'
    | 'notice'
    | 'canceled'
    | 'unlisted'
    | 'endedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  gameID!: number;

  @Property({ type: 'string', length: 128 })
  title!: string;

  /** Null only for online games ("Custom"). */
  @ManyToOne(() => VenueEntity, { mapToPk: true, nullable: true, deleteRule: 'restrict', fieldName: 'venue_id' })
  venueID: number | null = null;

  @ManyToOne(() => SeriesEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'event_id' })
  eventID: number | null = null;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'host_id' })
  hostID: number | null = null;

  @Property({ type: 'smallint', default: 1 })
  eventType: number = 1;

  @Property({ type: 'boolean', default: false })
  doublePoints: boolean = false;

  @Property({ type: 'datetime' })
  gameAt!: Date;

  /** The time first scheduled, kept when a game is moved. */
  @Property({ type: 'datetime', nullable: true })
  originalAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  totalPlayers: number = 0;

  @Property({ type: 'integer', default: 0 })
  totalRecords: number = 0;

  @Property({ type: 'decimal', precision: 10, scale: 2, default: 0, runtimeType: 'number' })
  earningsEstimated: number = 0;

  /** Collected from the venue. */
  @Property({ type: 'decimal', precision: 10, scale: 2, default: 0, runtimeType: 'number' })
  earningsActual: number = 0;

  @Property({ type: 'decimal', precision: 10, scale: 2, default: 0, runtimeType: 'number' })
  earningsDeposited: number = 0;

  /** True once deposited equals actual (product §4.9). */
  @Property({ type: 'boolean', default: false })
  earningsReconciled: boolean = false;

  @Property({ type: 'string', length: 256, nullable: true })
  earningsNote: string | null = null;

  // The deposit that reached this game (deposits.deposit_id): a plain id, since deposits depends on
  // games and games imports nothing of deposits.
  @Property({ type: 'integer', nullable: true, fieldName: 'deposit_id' })
  depositID: number | null = null;

  @Property({ type: 'string', length: 256, nullable: true })
  notice: string | null = null;

  @Property({ type: 'boolean', default: false })
  canceled: boolean = false;

  /** Hidden from visitors; shown in host mode (docs/decisions/0058-games.md). */
  @Property({ type: 'boolean', default: false })
  unlisted: boolean = false;

  /** Set when the game is ended on the points screen. */
  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
