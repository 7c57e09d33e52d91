/**
 * A recurring event was added or changed. Written to the outbox with the change, so the
 * games module (the game schedule) hears of it after commit even when Redis was away.
 */
export class SeriesSavedEvent {
  static readonly type = 'EventSaved';

  constructor(readonly eventID: number) {}

  /** The outbox payload. */
  toPayload(): Record<string, unknown> {
    return { eventID: this.eventID };
  }

  /** The event from an outbox payload; null when it is not one. */
  static fromPayload(payload: Record<string, unknown>): SeriesSavedEvent | null {
    const eventID = payload.eventID;
    return typeof eventID === 'number' && Number.isInteger(eventID) && eventID > 0
      ? new SeriesSavedEvent(eventID)
      : null;
  }
}
