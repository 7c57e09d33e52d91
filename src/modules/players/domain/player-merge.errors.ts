import { DomainError } from '../../../shared/domain/domain-error.js';

/** The merge of duplicate players (docs/rules.md "Merging duplicate players"). */
export class MergeIntoItselfError extends DomainError {
  readonly code = 'MERGE_INTO_ITSELF';
  override readonly field = 'duplicateID';
  constructor() {
    super('A player cannot be merged into itself');
  }
}

export class MergePlayerNotFoundError extends DomainError {
  readonly code = 'MERGE_PLAYER_NOT_FOUND';
  constructor(override readonly field: 'survivorID' | 'duplicateID') {
    super(`${field === 'survivorID' ? 'Surviving' : 'Duplicate'} player not found`, 'not-found');
  }
}

export class MergeLevelTooHighError extends DomainError {
  readonly code = 'MERGE_LEVEL_TOO_HIGH';
  constructor(override readonly field: 'survivorID' | 'duplicateID') {
    super('You may only merge players below your own level', 'forbidden');
  }
}

export class MergeOwnAccountError extends DomainError {
  readonly code = 'MERGE_OWN_ACCOUNT';
  override readonly field = 'duplicateID';
  constructor() {
    super('You cannot merge away your own account', 'forbidden');
  }
}

export class MergeSameGameError extends DomainError {
  readonly code = 'MERGE_SAME_GAME';
  constructor(games: number) {
    super(`Unable to merge: both players played in the same game (${games} game${games === 1 ? '' : 's'})`, 'conflict');
  }
}

export class MergeAlternateNumbersFullError extends DomainError {
  readonly code = 'MERGE_ALTERNATE_NUMBERS_FULL';
  constructor() {
    super('Unable to merge: the surviving player has no room for another alternate player number', 'conflict');
  }
}
