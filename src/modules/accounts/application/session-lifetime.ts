import { DAY_MS } from '../../players/domain/credentials.js';

/** How long a session lives at most from its log-in, however much it is used (the SESSION_MAX_DAYS setting). */
export class SessionLifetime {
  readonly maxAgeMs: number;

  constructor(maxDays: number) {
    this.maxAgeMs = maxDays * DAY_MS;
  }

  /** Whether a session logged in at `createdAt` has reached its end at `now`. */
  isOver(createdAt: Date, now: Date): boolean {
    return now.getTime() - createdAt.getTime() >= this.maxAgeMs;
  }
}
