import { payloadID, payloadPlace } from '../../../shared/domain/domain-event.js';

/**
 * A game was saved again (canceled, restored, moved to another time, venue or event) or
 * deleted: if it had ended, its points move out of some standings and maybe into others.
 * Written to the outbox in the save's transaction; the leaderboards module recomputes both
 * sides' scopes (for a game never ended, that changes nothing).
 */
export class GameChangedEvent {
  static readonly type = 'GameChanged';

  constructor(
    readonly gameID: number,
    /** Where the game counted before the change. */
    readonly before: GamePlace,
    /** Where it counts after; null when it was deleted. */
    readonly after: GamePlace | null,
  ) {}

  /** The outbox payload (instants as ISO 8601 UTC). */
  toPayload(): Record<string, unknown> {
    const place = (at: GamePlace) => ({ venueID: at.venueID, eventID: at.eventID, gameAt: at.gameAt.toISOString() });
    return { gameID: this.gameID, before: place(this.before), after: this.after ? place(this.after) : null };
  }

  /** The event from an outbox payload; null when it names no game or where it counted before. */
  static fromPayload(payload: Record<string, unknown>): GameChangedEvent | null {
    const gameID = payloadID(payload.gameID);
    const before = payloadPlace(payload.before);
    return gameID && before ? new GameChangedEvent(gameID, before, payloadPlace(payload.after)) : null;
  }
}

export interface GamePlace {
  readonly venueID: number | null;
  readonly eventID: number | null;
  readonly gameAt: Date;
}
