/** One way of sending an answer: every header it goes out with, and its bytes. */
export interface AnswerCopy {
  /** Name, value, name, value...: content-type, content-length, the security headers, Vary/Content-Encoding when compressed. */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

/**
 * An answer as it went on the wire, replayed byte for byte to the next anonymous caller.
 * Answers worth compressing also keep their brotli and gzip copies, made once when kept.
 */
export interface CachedAnswer {
  readonly status: number;
  readonly plain: AnswerCopy;
  readonly br?: AnswerCopy;
  readonly gzip?: AnswerCopy;
}

/**
 * Serialized answers of public reads, kept in each app process and dropped on every
 * process when a write changes what they show (docs/architecture.md: public reads are cheap).
 * Answers carry tags (a module's name, e.g. 'venues'); a write drops its tags.
 */
export abstract class ReadCache {
  /** The answer kept for key (a GET's URL), if any. */
  abstract lookup(key: string): CachedAnswer | undefined;

  /** A stamp to take before reading: keep() ignores an answer read before a later drop. */
  abstract stamp(): number;

  /** Keeps an answer read since `stamp`, unless a drop came in between (it may be stale). */
  abstract keep(key: string, answer: CachedAnswer, options: { tags: readonly string[]; stamp: number; maxAgeMs?: number }): void;

  /** Drops every answer carrying one of the tags, here at once and on the other processes within moments. */
  abstract drop(...tags: string[]): Promise<void>;
}
