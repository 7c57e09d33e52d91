/** A full standings rebuild as the admin screen sees it (a `rebuild-all` job of the standings queue). */
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
  /**
   * Shown as active but its worker is gone (killed or blocked: its lock ran out): the worker's
   * next stalled check queues it again, and it is retried.
   */
  stalled: boolean;
}

/** Whether the worker still has it to do (the screen polls its progress meanwhile). */
export const isRebuildRunning = (rebuild: StandingsRebuild | null | undefined): boolean =>
  rebuild?.state === 'waiting' || rebuild?.state === 'active';
