import { VenueEntity } from './venue.entity.js';
import { SeriesEntity } from './series.entity.js';

/** The venues module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const VENUES_ENTITIES = [VenueEntity, SeriesEntity];
