import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { GAME_FIELDS } from '../domain/game.fields.js';

/** A game to add (gameID 0 or absent) or update: checked and described by GAME_FIELDS. Estimated earnings are the server's to compute. */
export class GameDto extends dtoFrom(GAME_FIELDS) {}

export class GameIdDto extends dtoFrom({
  gameID: { ...GAME_FIELDS.gameID, required: true, min: 1, default: undefined, description: 'The game to delete' },
}) {}
