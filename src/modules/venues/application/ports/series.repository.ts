import type { Series } from '../../domain/series.js';

export abstract class SeriesRepository {
  abstract findByID(eventID: number): Promise<Series | null>;
  /** Inserts when eventID is 0; answers the saved event. */
  abstract save(event: Series): Promise<Series>;
  abstract delete(eventID: number): Promise<void>;
}
