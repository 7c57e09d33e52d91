import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { assertFields } from '../../../../shared/domain/field-table.js';
import { CARD_REQUEST_FIELDS, mayRequestCard } from '../../domain/card-request.fields.js';
import { CardRequestedEvent } from '../../domain/card-requested.event.js';
import {
  CardPlayerNotFoundError,
  CardRequestNotOwnError,
  TooManyCardRequestsError,
} from '../../domain/players.errors.js';
import { CardRequestStore } from '../ports/card-request.store.js';
import { CARD_REQUESTED_MESSAGE, CARD_REQUESTS_PER_DAY, RequestCardCommand } from './request-card.command.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Stores a printed-card request and, in the same transaction, its CardRequested outbox
 * record: the worker mails the staff afterwards (SendCardRequestMailHandler), so a mail
 * outage never loses the request and never fails the form. A player asks for their own
 * number only; assistants and up (who hand cards out) for anyone's.
 */
@CommandHandler(RequestCardCommand)
export class RequestCardHandler implements ICommandHandler<RequestCardCommand> {
  constructor(
    private readonly store: CardRequestStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ user, form }: RequestCardCommand): Promise<{ message: string; requestID: number }> {
    assertFields(CARD_REQUEST_FIELDS, form);
    const playerNumber = form.playerNumber;
    const instructions = form.instructions.trim();
    const holder = await this.store.findHolder(playerNumber);
    if (!mayRequestCard(user.userType, holder !== null && holder.playerID === user.playerID))
      throw new CardRequestNotOwnError();
    if (!holder) throw new CardPlayerNotFoundError(playerNumber);
    const now = this.clock.now();
    const requestID = await this.unitOfWork.run(async () => {
      const made = await this.store.countSinceLocked(user.playerID, new Date(now.getTime() - DAY_MS));
      if (made >= CARD_REQUESTS_PER_DAY) throw new TooManyCardRequestsError(CARD_REQUESTS_PER_DAY);
      const id = await this.store.create({ playerNumber, instructions, requestedByID: user.playerID, createdAt: now });
      await this.outbox.add(CardRequestedEvent, new CardRequestedEvent(id).toPayload());
      return id;
    });
    return { message: CARD_REQUESTED_MESSAGE, requestID };
  }
}
