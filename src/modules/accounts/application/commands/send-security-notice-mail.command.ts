import { Command } from '@nestjs/cqrs';
import type { SecurityNoticeEvent } from '../../domain/security-notice.event.js';

/** Tells an account's address of a security notice (run by the worker after it was recorded). */
export class SendSecurityNoticeMailCommand extends Command<boolean> {
  constructor(readonly notice: SecurityNoticeEvent) {
    super();
  }
}
