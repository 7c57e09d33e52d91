import { payloadID, payloadInstant, payloadPlace } from '../../../shared/domain/domain-event.js';

/**
 * A game was ended (or ended again: a correction) on the points screen. Written to the
 * outbox in the transaction that saves its records and totals, so whatever listens
 * (leaderboards, mail) hears of every ending that was saved, and of none that was not.
 */
export class GameEndedEvent {
  static readonly type = 'GameEnded';

  constructor(
    readonly game: {
      readonly gameID: number;
      readonly venueID: number | null;
      readonly eventID: number | null;
      readonly eventType: number;
      readonly gameAt: Date;
    },
    readonly endedAt: Date,
    /** Ended before: the points of an earlier ending are replaced. */
    readonly correction: boolean,
  ) {}

  /** The outbox payload (instants as ISO 8601 UTC). */
  toPayload(): Record<string, unknown> {
    const { gameID, venueID, eventID, eventType, gameAt } = this.game;
    return {
      gameID,
      venueID,
      eventID,
      eventType,
      gameAt: gameAt.toISOString(),
      endedAt: this.endedAt.toISOString(),
      correction: this.correction,
    };
  }

  /** The event from an outbox payload; null when it names no game or no instant. */
  static fromPayload(payload: Record<string, unknown>): GameEndedEvent | null {
    const gameID = payloadID(payload.gameID);
    const place = payloadPlace(payload);
    if (!gameID || !place) return null;
    const eventType =
      typeof payload.eventType === 'number' && Number.isInteger(payload.eventType) ? payload.eventType : 0;
    return new GameEndedEvent(
      { gameID, ...place, eventType },
      payloadInstant(payload.endedAt) ?? place.gameAt,
      payload.correction === true,
    );
  }
}
