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
  constructor(modifier: string) {
    super(`The title may not include "${modifier}"`);
  }
}
