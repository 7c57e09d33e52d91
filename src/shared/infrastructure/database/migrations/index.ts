import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121053724 } from './Migration20261121053724_initial.js';
import { Migration20261124120000 } from './Migration20261124120000_games_unlisted.js';
import { Migration20261124130000 } from './Migration20261124130000_game_occurrences.js';
import { Migration20261124150000 } from './Migration20261124150000_games_read_indexes.js';
import { Migration20261125010000 } from './Migration20261125010000_idempotency_keys.js';
import { Migration20261125020000 } from './Migration20261125020000_leaderboard_totals.js';
import { Migration20261125030000 } from './Migration20261125030000_players_standings_mail.js';
import { Migration20261125030100 } from './Migration20261125030100_vegas_invites.js';
import { Migration20261125043000 } from './Migration20261125043000_card_request_mails.js';
import { Migration20261125044000 } from './Migration20261125044000_player_merges.js';
import { Migration20261125045000 } from './Migration20261125045000_deposit_games.js';
import { Migration20261126160000 } from './Migration20261126160000_practice_games_recount.js';
import { Migration20261126161000 } from './Migration20261126161000_two_step_sign_in.js';
import { Migration20261126170000 } from './Migration20261126170000_self_healing_read_models.js';
import { Migration20261126162000 } from './Migration20261126162000_game_history.js';
import { Migration20261127160000 } from './Migration20261127160000_import_ledger.js';
import { Migration20261127163000 } from './Migration20261127163000_game_clocks.js';
import { Migration20261127170000 } from './Migration20261127170000_leaderboard_scopes.js';
import { Migration20261202010000 } from './Migration20261202010000_security_events.js';
import { Migration20261205120000 } from './Migration20261205120000_games_deposit_plain_id.js';
import { Migration20261206100000 } from './Migration20261206100000_leaderboard_totals_hot_ranks.js';

/** Every migration in order; add each new one here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121053724_initial', class: Migration20261121053724 },
  { name: 'Migration20261124120000_games_unlisted', class: Migration20261124120000 },
  { name: 'Migration20261124130000_game_occurrences', class: Migration20261124130000 },
  { name: 'Migration20261124150000_games_read_indexes', class: Migration20261124150000 },
  { name: 'Migration20261125010000_idempotency_keys', class: Migration20261125010000 },
  { name: 'Migration20261125020000_leaderboard_totals', class: Migration20261125020000 },
  { name: 'Migration20261125030000_players_standings_mail', class: Migration20261125030000 },
  { name: 'Migration20261125030100_vegas_invites', class: Migration20261125030100 },
  { name: 'Migration20261125043000_card_request_mails', class: Migration20261125043000 },
  { name: 'Migration20261125044000_player_merges', class: Migration20261125044000 },
  // Deposits (issue 12)
  { name: 'Migration20261125045000_deposit_games', class: Migration20261125045000 },
  // Practice games count toward nothing public (issue 19)
  { name: 'Migration20261126160000_practice_games_recount', class: Migration20261126160000 },
  // Two-step sign-in (issue 18)
  { name: 'Migration20261126161000_two_step_sign_in', class: Migration20261126161000 },
  // Audit trail of results (issue 18)
  { name: 'Migration20261126162000_game_history', class: Migration20261126162000 },
  // Self-healing read models (issue 20)
  { name: 'Migration20261126170000_self_healing_read_models', class: Migration20261126170000 },
  // Import from the old site (issue 22)
  { name: 'Migration20261127160000_import_ledger', class: Migration20261127160000 },
  // Tournament clock (issue 23)
  { name: 'Migration20261127163000_game_clocks', class: Migration20261127163000 },
  // Standings fast for everyone: each scope's row count (issue 24)
  { name: 'Migration20261127170000_leaderboard_scopes', class: Migration20261127170000 },
  // The security log and second-step lockout mail (issue 32)
  { name: 'Migration20261202010000_security_events', class: Migration20261202010000 },
  // games.deposit_id a plain id: games names nothing of deposits (issue 36)
  { name: 'Migration20261205120000_games_deposit_plain_id', class: Migration20261205120000 },
  // Re-ranking rewrites rows in place: no index on ranked, pages found by points (issue 35)
  { name: 'Migration20261206100000_leaderboard_totals_hot_ranks', class: Migration20261206100000 },
];
