import { recordTable } from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { CardRequestTypeError, MissingDeliveryInstructionsError, MissingPlayerNumberError } from './players.errors.js';

/** Product §3 "Other": delivery instructions at most 128 characters (also §9). */
export const DELIVERY_INSTRUCTIONS_MAX = 128;

/**
 * Who may ask for a printed card: a player for their own number; assistants (10) and up,
 * who hand cards out, for anyone's. The server refuses the rest (CARD_REQUEST_NOT_OWN) and
 * the card page offers the request only where it passes.
 */
export const mayRequestCard = (userType: number, own: boolean): boolean => own || userType >= UserType.Assistant;

/** The one kind of request there is (product §3: type playerCard). */
export const PLAYER_CARD_REQUEST = 'playerCard';

/**
 * The card request form (POST /v1/user/request), in form order: checked in this order,
 * first failure shown, with the product's own words for the two missing fields (§5).
 */
export const CARD_REQUEST_FIELDS = recordTable({
  type: {
    label: 'Type',
    type: 'string',
    oneOf: [PLAYER_CARD_REQUEST],
    default: PLAYER_CARD_REQUEST,
    errors: { invalid: () => new CardRequestTypeError() },
    description: 'Always playerCard (blank means playerCard)',
  },
  playerNumber: {
    label: 'Player Number',
    type: 'integer',
    required: true,
    min: 1,
    max: 999_999_999,
    errors: { missing: () => new MissingPlayerNumberError(), invalid: () => new MissingPlayerNumberError() },
    example: 9000001,
  },
  instructions: {
    label: 'Delivery Instructions',
    type: 'string',
    required: true,
    max: DELIVERY_INSTRUCTIONS_MAX,
    multiline: true,
    errors: { missing: () => new MissingDeliveryInstructionsError() },
    description: 'Where and how to hand over the printed card',
    example: 'Leave it with the host at the Tuesday game',
  },
});
