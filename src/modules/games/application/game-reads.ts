/**
 * The read-cache tag of every game answer (lists, by id, points): each game write drops
 * it, and so must a write of the points screen (points and totals). Game answers also carry
 * `venues` (VENUE_READS), since they show venue and event names; a game write drops
 * `venues` too, because the venues' "active" lists are read from games.
 */
export const GAME_READS = 'games';
