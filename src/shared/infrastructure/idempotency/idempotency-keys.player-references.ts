import type { PlayerReference } from '../../application/player-merge.js';

/**
 * The idempotency keys' player column in a merge (src/shared/application/player-merge.ts):
 * the duplicate's keys become the survivor's (its sessions do too, so a retry from one of
 * them still replays); a key the survivor already used stays the survivor's and the
 * duplicate's copy goes.
 */
export const IDEMPOTENCY_PLAYER_REFERENCES: readonly PlayerReference[] = [
  {
    table: 'idempotency_keys',
    column: 'player_id',
    onMerge: { kind: 'moveUnlessSurvivorHas', key: ['key'] },
    countAs: 'idempotencyKeys',
  },
];
