import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { CURRENT_PASSWORD_FIELDS } from '../domain/current-password.fields.js';
import { PLAYER_FIELDS } from '../domain/player.fields.js';

/** A player to add (playerID 0 or absent) or update: checked and described by PLAYER_FIELDS, with the saver's current password for an email or userName change of their own. */
export class PlayerDto extends dtoFrom({ ...PLAYER_FIELDS, ...CURRENT_PASSWORD_FIELDS }) {}

export class PlayerIdDto extends dtoFrom({
  playerID: {
    ...PLAYER_FIELDS.playerID,
    required: true,
    min: 1,
    default: undefined,
    description: 'The player to delete',
  },
}) {}
