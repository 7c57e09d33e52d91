import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads: a player's history (point records, hosted
 * games, deposits) before a delete is allowed. architecture.spec.ts lets a module read
 * only its own tables and these, and write only its own.
 */
export const PLAYERS_READS_FROM = ['points', 'games', 'deposits'] as const;

/**
 * Columns of this module's tables that point at a player, and what a merge does with them
 * (src/shared/application/player-merge.ts; the players row itself, its numbers and picture
 * are the merge store's). The account's tables (sessions, reset links, the
 * second factor) are declared by the accounts module (accounts.tables.ts).
 */
export const PLAYERS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'card_requests', column: 'player_number', by: 'number', countAs: 'cardRequests' },
  { table: 'card_requests', column: 'requested_by_id' },
  // A card request mailed to both keeps the survivor's record; one mailed to the duplicate only is the survivor's now (never mailed again).
  { table: 'card_request_mails', column: 'player_id', onMerge: { kind: 'moveUnlessSurvivorHas', key: ['request_id'] } },
  { table: 'player_merges', column: 'survivor_id', countAs: 'earlierMerges' },
  {
    table: 'player_merges',
    column: 'duplicate_id',
    onMerge: { kind: 'keep', why: 'the merge log names the duplicate as it was' },
  },
  {
    table: 'player_merges',
    column: 'duplicate_number',
    by: 'number',
    onMerge: { kind: 'keep', why: 'the merge log names the duplicate as it was' },
  },
  {
    table: 'player_merges',
    column: 'merged_by_id',
    onMerge: { kind: 'keep', why: 'the merge log names who merged (set null if that player goes)' },
  },
];
