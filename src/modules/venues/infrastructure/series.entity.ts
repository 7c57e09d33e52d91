import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import {
  TableColumns,
  type ColumnsOf,
  type OptionalColumnsOf,
} from '../../../shared/infrastructure/database/table-columns.js';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';
import { SERIES_FIELDS } from '../domain/series.fields.js';
import { VenueEntity } from './venue.entity.js';

/** The event's columns, typed as SERIES_FIELDS has them (the decorator below maps them). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface SeriesEntity extends ColumnsOf<typeof SERIES_FIELDS, 'eventID' | 'venueID' | 'hostID'> {}

/**
 * A recurring game night at a venue (product §3.3): its columns are SERIES_FIELDS' (eventDay
 * 1 Sunday .. 7 Saturday, eventTime "HH:mm:00" in the venue's time zone); the keys are mapped here.
 */
@Entity({ tableName: 'events' })
@Index({ properties: ['venueID', 'stopDate'] })
@TableColumns(SERIES_FIELDS, {
  except: ['eventID', 'venueID', 'hostID'],
  // Blank in a request, never blank saved: the save builds the title and starts the event today.
  columns: { title: { nullable: false }, startDate: { nullable: false } },
})
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class SeriesEntity {
  [OptionalProps]?: OptionalColumnsOf<typeof SERIES_FIELDS> | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  eventID!: number;

  @ManyToOne(() => VenueEntity, { mapToPk: true, deleteRule: 'restrict', fieldName: 'venue_id' })
  venueID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'host_id' })
  hostID: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
