/** A full standings rebuild as the admin screen sees it (a job of the standings queue). */
export interface StandingsRebuild {
  /** The job's id on the standings queue (the jobs dashboard shows the same job). */
  jobID: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0-100: the share of (scope, period) pairs recomputed. */
  progress: number;
  /** When it was asked for, ISO. */
  queuedAt: string;
  finishedAt: string | null;
  /** Why its last attempt failed (it is retried, 8 attempts in all). */
  failedReason: string | null;
}

/**
 * Full rebuilds run by the worker: start one (or answer the one already waiting or running),
 * and read the latest one's progress. The queue adapter is in infrastructure.
 */
export abstract class StandingsRebuilds {
  abstract start(): Promise<StandingsRebuild>;
  abstract latest(): Promise<StandingsRebuild | null>;
}
