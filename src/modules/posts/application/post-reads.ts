/** The tables every post answer reads: its read-cache tags (ReadCache: a write drops the tables it wrote). */
export const POST_ANSWER_TABLES = ['posts'] as const;
