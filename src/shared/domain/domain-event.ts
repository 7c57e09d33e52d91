/**
 * A kind of domain event, defined in the domain of the module that publishes it: its name on
 * the outbox and the parser of its payload. Publishers write `outbox.add(Kind, payload)` and
 * subscribers declare the kind they handle (`DomainEventSubscriber<Event>`), so "who hears
 * GameEnded" is an import any tool follows, not a string (issue 36).
 */
export interface DomainEventKind<Event> {
  readonly type: string;
  /** The event from a payload read back from the outbox; null when the payload is not one of this kind. */
  fromPayload(payload: Record<string, unknown>): Event | null;
}

/** A positive whole number from a payload; null when it is anything else. */
export function payloadID(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** An instant written as ISO 8601 text; null when the value is not one. */
export function payloadInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Where a game counts, as events carry it: `{ venueID, eventID, gameAt }`. */
export interface PayloadPlace {
  readonly venueID: number | null;
  readonly eventID: number | null;
  readonly gameAt: Date;
}

/** A place from a payload; null when its instant is missing or malformed (the ids may be null). */
export function payloadPlace(value: unknown): PayloadPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { venueID, eventID, gameAt } = value as Record<string, unknown>;
  const at = payloadInstant(gameAt);
  return at ? { venueID: payloadID(venueID), eventID: payloadID(eventID), gameAt: at } : null;
}
