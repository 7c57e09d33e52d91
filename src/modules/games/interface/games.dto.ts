import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { GAME_DEPOSIT_LINE_FIELDS } from '../../deposits/domain/deposit.fields.js';
import { GAME_FIELDS } from '../domain/game.fields.js';

/** A game to add (gameID 0 or absent) or update: checked and described by GAME_FIELDS. Estimated earnings are the server's to compute. */
export class GameDto extends dtoFrom(GAME_FIELDS) {}

export class GameIdDto extends dtoFrom({ gameID: { ...GAME_FIELDS.gameID, required: true, min: 1, default: undefined, description: 'The game to delete' } }) {}

/** One line of the game-list form of deposit application (POST /v1/game with a list; admins and up). */
export class GameDepositLineDto extends dtoFrom(GAME_DEPOSIT_LINE_FIELDS) {}
