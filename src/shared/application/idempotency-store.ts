/** One write's answer as it left: status and the exact bytes of its JSON body. */
export interface RecordedAnswer {
  status: number;
  body: string;
}

export interface IdempotentRequest {
  /** The caller's playerID (0 without a session): a key is the caller's own. */
  callerID: number;
  /** The Idempotency-Key header, already checked (1-128 visible characters). */
  key: string;
  /** What the key was sent with (method, path, body), hashed: the same key on another request is refused. */
  fingerprint: string;
}

/**
 * Runs a write at most once per caller and Idempotency-Key
 * (docs/decisions/0068-game-night-ending-and-idempotent-writes.md): the key is claimed in the
 * write's own transaction, before it, and the answer kept with it; a repeat answers the first
 * answer.
 */
export abstract class IdempotencyStore {
  /** How long a key is remembered. */
  static readonly KEEP_HOURS = 24;

  /**
   * `write` runs inside the transaction that claims the key and commits with it; a failure
   * rolls both back. Throws IdempotencyKeyReusedError when the key was used for another request.
   */
  abstract run(
    request: IdempotentRequest,
    write: () => Promise<RecordedAnswer>,
  ): Promise<{ answer: RecordedAnswer; replayed: boolean }>;

  /** Forgets keys older than KEEP_HOURS; answers how many. */
  abstract purgeExpired(): Promise<number>;
}
