/**
 * A record of a game already ended was changed without ending it again (a place, a
 * satellite's points, a check-in or a removal after the ending). Written to the outbox in
 * the write's transaction, so the standings recompute the game's scopes as after an ending.
 */
export class EndedGameEditedEvent {
  static readonly type = 'EndedGameEdited';

  constructor(readonly game: { readonly gameID: number; readonly venueID: number | null; readonly eventID: number | null; readonly gameAt: Date }) {}

  /** The outbox payload (instants as ISO 8601 UTC). */
  toPayload(): Record<string, unknown> {
    const { gameID, venueID, eventID, gameAt } = this.game;
    return { gameID, venueID, eventID, gameAt: gameAt.toISOString() };
  }
}
