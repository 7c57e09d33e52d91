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
