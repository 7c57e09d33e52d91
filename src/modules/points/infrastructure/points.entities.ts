import { PointEntity } from './point.entity.js';

/** The points module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const POINTS_ENTITIES = [PointEntity];
