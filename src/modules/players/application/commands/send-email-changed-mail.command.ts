import { Command } from '@nestjs/cqrs';
import type { EmailChangedEvent } from '../../domain/email-changed.event.js';

/** Tells the old address of an email change (run by the worker after the change's commit). */
export class SendEmailChangedMailCommand extends Command<void> {
  constructor(readonly change: EmailChangedEvent) {
    super();
  }
}
