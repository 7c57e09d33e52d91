import { VenueEntity } from './venue.entity.js';
import { EventEntity } from './event.entity.js';

/** The venues module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const VENUES_ENTITIES = [VenueEntity, EventEntity];
