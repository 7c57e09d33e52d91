import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

@Entity({ tableName: 'venues' })
export class VenueEntity {
  [OptionalProps]?: 'venueID' | 'contactName' | 'email' | 'phone' | 'website' | 'location' | 'placeID' | 'state' | 'zipCode' | 'timeZone' | 'notes' | 'mapURL' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  venueID!: number;

  @Property({ type: 'string', length: 64, unique: true })
  title!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  contactName: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  website: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  location: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  placeID: string | null = null;

  @Property({ type: 'string', length: 128 })
  address!: string;

  @Property({ type: 'string', length: 20 })
  city!: string;

  @Property({ type: 'string', length: 2, default: 'WA' })
  state: string = 'WA';

  @Property({ type: 'string', length: 10, nullable: true })
  zipCode: string | null = null;

  @Property({ type: 'string', length: 32, default: 'America/Los_Angeles' })
  timeZone: string = 'America/Los_Angeles';

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  mapURL: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
