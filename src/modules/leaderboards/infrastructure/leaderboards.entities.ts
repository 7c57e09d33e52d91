import { LeaderboardScopeEntity, LeaderboardTotalEntity } from './leaderboard-total.entity.js';

/** The leaderboards module's tables, as the ORM maps them; src/entities.ts composes every module's list. */
export const LEADERBOARDS_ENTITIES = [LeaderboardTotalEntity, LeaderboardScopeEntity];
