import { PostEntity } from './post.entity.js';

/** The posts module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const POSTS_ENTITIES = [PostEntity];
