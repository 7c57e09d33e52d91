import type { StandingsRebuild } from '../../domain/standings-rebuild.js';

export type { StandingsRebuild };

/**
 * Full rebuilds run by the worker: start one (or answer the one already waiting or running),
 * and read the latest one's progress. The queue adapter is in infrastructure.
 */
export abstract class StandingsRebuildQueue {
  abstract start(): Promise<StandingsRebuild>;
  abstract latest(): Promise<StandingsRebuild | null>;
}
