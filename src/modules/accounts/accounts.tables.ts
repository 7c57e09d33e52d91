import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads: the players table (an account is a player's
 * email, user name, password and level). architecture.spec.ts lets a module read only its own
 * tables and these, and write only its own.
 */
export const ACCOUNTS_READS_FROM = ['players'] as const;

/**
 * Columns of this module's tables that point at a player, and what a merge does with them
 * (src/shared/application/player-merge.ts). The duplicate's sessions end with it: never handed
 * to the survivor, whose level and host mode a duplicate's device must not gain (security
 * review, issue 18); a reset link mailed to the duplicate must not set the survivor's password.
 */
export const ACCOUNTS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'sessions', column: 'player_id', onMerge: { kind: 'drop' } },
  { table: 'password_resets', column: 'player_id', onMerge: { kind: 'drop' } },
  {
    table: 'login_challenges',
    column: 'player_id',
    onMerge: { kind: 'keep', why: 'deleted with the duplicate by its foreign key' },
  },
  {
    table: 'totp_factors',
    column: 'player_id',
    onMerge: { kind: 'keep', why: 'deleted with the duplicate by its foreign key' },
  },
  {
    table: 'totp_recovery_codes',
    column: 'player_id',
    onMerge: { kind: 'keep', why: 'deleted with the duplicate by its foreign key' },
  },
  {
    table: 'security_notice_mails',
    column: 'player_id',
    onMerge: { kind: 'keep', why: 'a record of the notices mailed to the duplicate as it was' },
  },
];
