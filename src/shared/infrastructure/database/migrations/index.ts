import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121053724 } from './Migration20261121053724_initial.js';
import { Migration20261124120000 } from './Migration20261124120000_games_unlisted.js';
import { Migration20261124130000 } from './Migration20261124130000_game_occurrences.js';
import { Migration20261124150000 } from './Migration20261124150000_games_read_indexes.js';
import { Migration20261125010000 } from './Migration20261125010000_idempotency_keys.js';
import { Migration20261125020000 } from './Migration20261125020000_leaderboard_totals.js';

/** Every migration in order; add each new one here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121053724_initial', class: Migration20261121053724 },
  { name: 'Migration20261124120000_games_unlisted', class: Migration20261124120000 },
  { name: 'Migration20261124130000_game_occurrences', class: Migration20261124130000 },
  { name: 'Migration20261124150000_games_read_indexes', class: Migration20261124150000 },
  { name: 'Migration20261125010000_idempotency_keys', class: Migration20261125010000 },
  { name: 'Migration20261125020000_leaderboard_totals', class: Migration20261125020000 },
];
