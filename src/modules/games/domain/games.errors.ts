import { DomainError } from '../../../shared/domain/domain-error.js';

export class GameNotFoundError extends DomainError {
  readonly code = 'GAME_NOT_FOUND';
  constructor() {
    super('Game not found', 'not-found');
  }
}

/** A stored title may not carry a display marker: the markers come from the game's flags. */
export class TitleHasModifierError extends DomainError {
  readonly code = 'TITLE_HAS_MODIFIER';
  override readonly field = 'title';
  constructor(modifier: string) {
    super(`The title may not include "${modifier}"`);
  }
}

/** Product §3.3: a game keeps the type it has, but new ones are only Regular, Satellite or Quarterly. */
export class GameTypeNotForNewGamesError extends DomainError {
  readonly code = 'GAME_TYPE_NOT_FOR_NEW_GAMES';
  override readonly field = 'eventType';
  constructor() {
    super('Only Regular, Satellite and Quarterly games can be added');
  }
}

/** The game names a series that does not exist (deleted since the form was loaded, or a wrong id); the code and message keep SPEC's word. */
export class GameSeriesNotFoundError extends DomainError {
  readonly code = 'GAME_EVENT_NOT_FOUND';
  override readonly field = 'eventID';
  constructor() {
    super('No such event');
  }
}

/** A game's series is one of its venue's. */
export class SeriesNotAtVenueError extends DomainError {
  readonly code = 'EVENT_NOT_AT_VENUE';
  override readonly field = 'eventID';
  constructor() {
    super('The event is not held at this venue');
  }
}

/** A game with point records is history (players' points and invites come from it). */
export class GameHasPointsError extends DomainError {
  readonly code = 'GAME_HAS_POINTS';
  constructor() {
    super('Game has point records and cannot be deleted', 'conflict');
  }
}

/** The game time is an instant with its offset, so nobody's local clock decides when the game is. */
export class InvalidGameTimeError extends DomainError {
  readonly code = 'INVALID_GAME_TIME';
  override readonly field = 'gameAt';
  constructor() {
    super('The game time must be a date and time with its time zone, such as 2026-11-24T19:00:00-08:00');
  }
}
