/**
 * Tables of other modules this module reads: the point records, their games and players
 * (the invites are computed from them; the mail goes to the players' addresses), and
 * venues and events for the award rows' names. architecture.spec.ts checks these.
 */
export const BONUSES_READS_FROM = ['points', 'games', 'players', 'venues', 'events'] as const;
