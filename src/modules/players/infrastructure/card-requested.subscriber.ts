import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { SendCardRequestMailCommand } from '../application/commands/send-card-request-mail.command.js';
import { CardRequestedEvent } from '../domain/card-requested.event.js';

/**
 * A card was requested: mail the staff. A failed send throws, so the domain-events job is
 * retried with backoff; the per-recipient claims keep a retry from mailing anyone twice.
 */
@Injectable()
export class CardRequestedSubscriber extends DomainEventSubscriber<CardRequestedEvent> {
  readonly event = CardRequestedEvent;

  constructor(private readonly commandBus: CommandBus) {
    super();
  }

  async handle(event: CardRequestedEvent): Promise<void> {
    await this.commandBus.execute(new SendCardRequestMailCommand(event.requestID));
  }
}
