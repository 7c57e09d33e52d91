import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import {
  TableColumns,
  type ColumnsOf,
  type OptionalColumnsOf,
} from '../../../shared/infrastructure/database/table-columns.js';
import { VENUE_FIELDS } from '../domain/venue.fields.js';

/** The venue's columns, typed as VENUE_FIELDS has them (the decorator below maps them). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface VenueEntity extends ColumnsOf<typeof VENUE_FIELDS, 'venueID'> {}

/** A venue: its columns are VENUE_FIELDS' (types, lengths, nullability, defaults); only what the table cannot say is written here. */
@Entity({ tableName: 'venues' })
@TableColumns(VENUE_FIELDS, {
  except: ['venueID'],
  columns: {
    // Two venues never share a title (the save also says so first).
    title: { unique: true },
    // Room for any IANA zone, wider than today's list.
    timeZone: { length: 32 },
  },
})
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class VenueEntity {
  [OptionalProps]?: OptionalColumnsOf<typeof VENUE_FIELDS> | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  venueID!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
