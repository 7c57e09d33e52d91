import type { PlayerReference } from '../../shared/application/player-merge.js';
/** Columns of this module's tables that point at a player, and what a merge does with them (src/shared/application/player-merge.ts). */
export const POSTS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'posts', column: 'author_id', countAs: 'posts' },
];
