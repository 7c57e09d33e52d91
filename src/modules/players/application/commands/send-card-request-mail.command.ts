import { Command } from '@nestjs/cqrs';
import { UserType } from '../../../../shared/domain/user-type.js';

/** Who hears of card requests: managers and up (they run the league's printing), with an address. */
export const CARD_REQUEST_MAIL_LEVEL = UserType.Manager;

/** Mails one card request to each staff member; answers how many were sent now. */
export class SendCardRequestMailCommand extends Command<number> {
  constructor(readonly requestID: number) {
    super();
  }
}
