import { DomainError } from '../../../shared/domain/domain-error.js';

/** Every message the points screen's rules can answer (product §5.7). */

export class NotEnoughPlayersError extends DomainError {
  readonly code = 'NOT_ENOUGH_PLAYERS';
  constructor() {
    super('Not enough players');
  }
}

/** A place before the last one recorded is empty, e.g. "Missing 1st". */
export class MissingPlaceError extends DomainError {
  readonly code = 'MISSING_PLACE';
  constructor(placeName: string) {
    super(`Missing ${placeName}`);
  }
}

/** A tie for 1st, or a player given a place a tie already spans. */
export class MoreThanOnePlayerInPlaceError extends DomainError {
  readonly code = 'MORE_THAN_ONE_PLAYER_IN_PLACE';
  constructor(placeName: string) {
    super(`More than one player in ${placeName}`);
  }
}

export class NoChangesDetectedError extends DomainError {
  readonly code = 'NO_CHANGES_DETECTED';
  constructor() {
    super('No changes detected');
  }
}

export class GameNotStartedError extends DomainError {
  readonly code = 'GAME_NOT_STARTED';
  constructor() {
    super("Game hasn't started yet", 'conflict');
  }
}

export class NoRebuyAvailableError extends DomainError {
  readonly code = 'NO_REBUY_AVAILABLE';
  constructor() {
    super('No Rebuy available');
  }
}

export class NoAddOnAvailableError extends DomainError {
  readonly code = 'NO_ADD_ON_AVAILABLE';
  constructor() {
    super('No Add-On available');
  }
}

/** Below the 20 quarterly points that buy the smallest stack. */
export class PlayerHasTooFewPointsError extends DomainError {
  readonly code = 'PLAYER_HAS_TOO_FEW_POINTS';
  constructor(points: number) {
    super(`Player has only ${points} points`);
  }
}

export class MakeASelectionFirstError extends DomainError {
  readonly code = 'MAKE_A_SELECTION_FIRST';
  constructor() {
    super('Make a selection first');
  }
}

export class InvalidSelectionError extends DomainError {
  readonly code = 'INVALID_SELECTION';
  constructor() {
    super('Invalid selection');
  }
}

export class SelectPlayerFirstError extends DomainError {
  readonly code = 'SELECT_PLAYER_FIRST';
  constructor() {
    super('Select a player first');
  }
}

export class PlayerBannedError extends DomainError {
  readonly code = 'PLAYER_BANNED';
  constructor() {
    super('Player is banned');
  }
}

export class PlayerSuspendedError extends DomainError {
  readonly code = 'PLAYER_SUSPENDED';
  constructor() {
    super('Player is suspended');
  }
}

export class ScannedPlayerNotFoundError extends DomainError {
  readonly code = 'SCANNED_PLAYER_NOT_FOUND';
  constructor(playerNumber: number | string) {
    super(`Unable to find scanned player number ${playerNumber}`, 'not-found');
  }
}

// Game-night refusals beyond product §5.7 (docs/decisions/0067-game-night-commands.md).

export class GameCanceledError extends DomainError {
  readonly code = 'GAME_CANCELED';
  constructor() {
    super('This game has been canceled', 'conflict');
  }
}

/** An ended game past its correction window, for a caller below Manager. */
export class GameLockedError extends DomainError {
  readonly code = 'GAME_LOCKED';
  constructor() {
    super('This game is locked: ask a manager to correct it', 'conflict');
  }
}

export class PointNotFoundError extends DomainError {
  readonly code = 'POINT_NOT_FOUND';
  constructor() {
    super('Player is not checked in to this game', 'not-found');
  }
}

/** The same player checked in twice (the loser of two check-ins at once, or a second check-in to a regular game). */
export class PlayerAlreadyCheckedInError extends DomainError {
  readonly code = 'PLAYER_ALREADY_CHECKED_IN';
  constructor() {
    super('Player is already checked in', 'conflict');
  }
}
