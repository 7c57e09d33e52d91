/**
 * The read-cache tag of every public games answer (ReadCache): each write that adds, changes
 * or removes a game drops it, and with it the venue answers that filter by games.
 */
export const GAME_READS = 'games';
