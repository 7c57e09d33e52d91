/**
 * The read-cache tag of every venue and event answer (ReadCache): each venue or event write
 * drops it. Event answers join players' names and venue answers filter by games, so a future
 * write there (a player renamed, a game added) drops it too.
 */
export const VENUE_READS = 'venues';
