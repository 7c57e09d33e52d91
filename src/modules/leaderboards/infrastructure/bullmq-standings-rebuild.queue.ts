import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type StandingsRebuild, StandingsRebuildQueue } from '../application/ports/standings-rebuild.queue.js';
import { StandingsQueue } from './standings.queue.js';

const percent = (progress: unknown): number =>
  typeof progress === 'number' && Number.isFinite(progress) ? Math.max(0, Math.min(100, Math.round(progress))) : 0;
const iso = (time: number | undefined): string | null => (time ? new Date(time).toISOString() : null);

/** Full rebuilds as `rebuild-all` jobs of the standings queue (StandingsProcessor runs them and reports progress). */
@Injectable()
export class BullMqStandingsRebuildQueue extends StandingsRebuildQueue {
  constructor(private readonly queue: StandingsQueue) {
    super();
  }

  async start(): Promise<StandingsRebuild> {
    return this.view(await this.queue.startRebuild());
  }

  async latest(): Promise<StandingsRebuild | null> {
    const job = await this.queue.latestRebuild();
    return job ? this.view(job) : null;
  }

  private async view(job: Job): Promise<StandingsRebuild> {
    const state = await job.getState();
    const shown = state === 'active' || state === 'completed' || state === 'failed' ? state : 'waiting';
    return {
      jobID: String(job.id),
      state: shown,
      progress: shown === 'completed' ? 100 : percent(job.progress),
      queuedAt: new Date(job.timestamp).toISOString(),
      finishedAt: shown === 'completed' || shown === 'failed' ? iso(job.finishedOn) : null,
      failedReason: job.failedReason || null,
      stalled: shown === 'active' && (await this.queue.isStalled(job)),
    };
  }
}
