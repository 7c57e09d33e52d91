import { payloadID, payloadPlace } from '../../../shared/domain/domain-event.js';

/**
 * A record of a game already ended was changed without ending it again (a place, a
 * satellite's points, a check-in or a removal after the ending). Written to the outbox in
 * the write's transaction, so the standings recompute the game's scopes as after an ending.
 */
export class EndedGameEditedEvent {
  static readonly type = 'EndedGameEdited';

  constructor(
    readonly game: {
      readonly gameID: number;
      readonly venueID: number | null;
      readonly eventID: number | null;
      readonly gameAt: Date;
    },
  ) {}

  /** The outbox payload (instants as ISO 8601 UTC). */
  toPayload(): Record<string, unknown> {
    const { gameID, venueID, eventID, gameAt } = this.game;
    return { gameID, venueID, eventID, gameAt: gameAt.toISOString() };
  }

  /** The event from an outbox payload; null when it names no game or no instant. */
  static fromPayload(payload: Record<string, unknown>): EndedGameEditedEvent | null {
    const gameID = payloadID(payload.gameID);
    const place = payloadPlace(payload);
    return gameID && place ? new EndedGameEditedEvent({ gameID, ...place }) : null;
  }
}
