import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { SendEmailChangedMailCommand } from '../application/commands/send-email-changed-mail.command.js';
import { EmailChangedEvent } from '../domain/email-changed.event.js';

/** A player's email changed: mail the old address (security review, issue 18). */
@Injectable()
export class EmailChangedSubscriber extends DomainEventSubscriber<EmailChangedEvent> {
  readonly event = EmailChangedEvent;

  constructor(private readonly commandBus: CommandBus) {
    super();
  }

  async handle(event: EmailChangedEvent): Promise<void> {
    await this.commandBus.execute(new SendEmailChangedMailCommand(event));
  }
}
