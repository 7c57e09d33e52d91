/** The read-cache tag of every post answer (ReadCache): each post write drops it. */
export const POST_READS = 'posts';
