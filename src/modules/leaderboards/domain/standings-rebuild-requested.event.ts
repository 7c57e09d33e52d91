/**
 * Asks for a rebuild of the whole standings read model, after records were written in bulk
 * (the demo seeder, a migration that recounts). It carries nothing.
 */
export class StandingsRebuildRequestedEvent {
  static readonly type = 'StandingsRebuildRequested';

  toPayload(): Record<string, unknown> {
    return {};
  }

  static fromPayload(): StandingsRebuildRequestedEvent {
    return new StandingsRebuildRequestedEvent();
  }
}
