import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { PLAYER_FIELDS } from '../domain/player.fields.js';

/** A player to add (playerID 0 or absent) or update: checked and described by PLAYER_FIELDS. */
export class PlayerDto extends dtoFrom(PLAYER_FIELDS) {}

export class PlayerIdDto extends dtoFrom({ playerID: { ...PLAYER_FIELDS.playerID, required: true, min: 1, default: undefined, description: 'The player to delete' } }) {}
