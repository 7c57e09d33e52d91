import type { PlayerReference } from '../../application/player-merge.js';

/** The security log names the accounts as they were when it happened (a merge leaves it be). */
export const SECURITY_EVENTS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  {
    table: 'security_events',
    column: 'actor_id',
    onMerge: { kind: 'keep', why: 'the security log names who acted as it was' },
  },
  {
    table: 'security_events',
    column: 'account_id',
    onMerge: { kind: 'keep', why: 'the security log names the account as it was' },
  },
];
