import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads: the point records, their games and players
 * (the invites are computed from them; the mail goes to the players' addresses), and
 * venues and events for the award rows' names. architecture.spec.ts checks these.
 */
export const BONUSES_READS_FROM = ['points', 'games', 'players', 'venues', 'events'] as const;

/**
 * Columns of this module's tables that point at a player, and what a merge does with them
 * (src/shared/application/player-merge.ts): the duplicate's invite awards (recomputed for the
 * years touched after the commit) and the record of mail sent to it become the survivor's,
 * so nothing is mailed twice; the survivor's own record of a month's mail wins. Both never
 * played the same game (the merge is refused), so no (game, player) of standings_mails repeats.
 */
export const BONUSES_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'invite_awards', column: 'player_id', countAs: 'inviteAwards' },
  { table: 'invite_mails', column: 'player_id', onMerge: { kind: 'moveUnlessSurvivorHas', key: ['month', 'kind'] } },
  { table: 'standings_mails', column: 'player_id' },
];
