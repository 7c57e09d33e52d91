import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../../shared/application/mailer.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { emailChangedMailText } from '../../domain/email-changed-mail.js';
import { AccountRepository } from '../ports/account.repository.js';
import { SendEmailChangedMailCommand } from './send-email-changed-mail.command.js';

/** A failed send throws, so the domain-events job is retried with backoff (nothing was sent). */
@CommandHandler(SendEmailChangedMailCommand)
export class SendEmailChangedMailHandler implements ICommandHandler<SendEmailChangedMailCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    private readonly site: SiteInfo,
  ) {}

  async execute({ change }: SendEmailChangedMailCommand): Promise<void> {
    const account = await this.accounts.findByID(change.playerID);
    const { subject, text } = emailChangedMailText({
      playerName: account?.title ?? 'player',
      newEmail: change.newEmail,
      changedByStaff: change.changedByStaff,
      siteName: this.site.siteName,
      siteUrl: this.site.siteUrl,
      contactEmail: this.site.contactEmail,
    });
    await this.mailer.send({ to: change.oldEmail, subject, text });
  }
}
