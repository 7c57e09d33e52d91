import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { SendSecurityNoticeMailCommand } from '../application/commands/send-security-notice-mail.command.js';
import { SecurityNoticeEvent } from '../domain/security-notice.event.js';

/** An account's second step locked, or two-step sign-in turned on: mail the account's address (issue 32). */
@Injectable()
export class SecurityNoticeSubscriber extends DomainEventSubscriber<SecurityNoticeEvent> {
  readonly event = SecurityNoticeEvent;

  constructor(private readonly commandBus: CommandBus) {
    super();
  }

  async handle(notice: SecurityNoticeEvent): Promise<void> {
    await this.commandBus.execute(new SendSecurityNoticeMailCommand(notice));
  }
}
