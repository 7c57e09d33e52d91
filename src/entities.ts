import { IMPORT_ENTITIES } from './import/infrastructure/import-ledger.entity.js';
import { ACCOUNTS_ENTITIES } from './modules/accounts/infrastructure/accounts.entities.js';
import { BONUSES_ENTITIES } from './modules/bonuses/infrastructure/bonuses.entities.js';
import { DEPOSITS_ENTITIES } from './modules/deposits/infrastructure/deposits.entities.js';
import { GAMES_ENTITIES } from './modules/games/infrastructure/games.entities.js';
import { LEADERBOARDS_ENTITIES } from './modules/leaderboards/infrastructure/leaderboards.entities.js';
import { PLAYERS_ENTITIES } from './modules/players/infrastructure/players.entities.js';
import { POINTS_ENTITIES } from './modules/points/infrastructure/points.entities.js';
import { POSTS_ENTITIES } from './modules/posts/infrastructure/posts.entities.js';
import { VENUES_ENTITIES } from './modules/venues/infrastructure/venues.entities.js';

/**
 * The whole data model, composed from each module's own list (the outbox's entity is
 * added by the ORM config), so the app, the worker, the CLI and the tests agree while
 * src/shared imports no module.
 */
export const ALL_ENTITIES = [
  ...PLAYERS_ENTITIES,
  ...ACCOUNTS_ENTITIES,
  ...VENUES_ENTITIES,
  ...GAMES_ENTITIES,
  ...POINTS_ENTITIES,
  ...DEPOSITS_ENTITIES,
  ...POSTS_ENTITIES,
  ...LEADERBOARDS_ENTITIES,
  ...BONUSES_ENTITIES,
  ...IMPORT_ENTITIES,
];
