import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { type InputOf } from '../../../../shared/domain/field-table.js';
import { CARD_REQUEST_FIELDS } from '../../domain/card-request.fields.js';

/** Product §8: the card request form's success message. */
export const CARD_REQUESTED_MESSAGE = 'Request submitted';

/** Requests one account may make in a day (staff included: a league prints a few cards a week). */
export const CARD_REQUESTS_PER_DAY = 5;

export class RequestCardCommand extends Command<{ message: string; requestID: number }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly form: InputOf<typeof CARD_REQUEST_FIELDS>,
  ) {
    super();
  }
}
