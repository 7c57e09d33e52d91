import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';
import { VenueEntity } from './venue.entity.js';

/** A recurring game night at a venue (product §3.3). */
@Entity({ tableName: 'events' })
@Index({ properties: ['venueID', 'stopDate'] })
export class SeriesEntity {
  [OptionalProps]?: 'eventID' | 'hostID' | 'eventType' | 'frequency' | 'effectDate' | 'stopDate' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  eventID!: number;

  @Property({ type: 'string', length: 64 })
  title!: string;

  @ManyToOne(() => VenueEntity, { mapToPk: true, deleteRule: 'restrict', fieldName: 'venue_id' })
  venueID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'host_id' })
  hostID: number | null = null;

  @Property({ type: 'smallint', default: 1 })
  eventType: number = 1;

  /** 1 Sunday .. 7 Saturday */
  @Property({ type: 'smallint' })
  eventDay!: number;

  @Property({ type: 'smallint', default: 1 })
  frequency: number = 1;

  /** "HH:mm:00" in the venue's time zone */
  @Property({ type: 'time' })
  eventTime!: string;

  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date', nullable: true })
  effectDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  stopDate: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
