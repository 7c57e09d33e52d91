import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../../shared/application/mailer.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { securityNoticeMailText } from '../../domain/security-notice-mail.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { SecurityNoticeMailStore } from '../ports/security-notice-mail.store.js';
import { SendSecurityNoticeMailCommand } from './send-security-notice-mail.command.js';

/**
 * The notice is claimed in the sending transaction: a failed send rolls the claim back and
 * the job is retried; a retried job after a sent mail finds it claimed and sends nothing.
 * Answers whether it was sent now.
 */
@CommandHandler(SendSecurityNoticeMailCommand)
export class SendSecurityNoticeMailHandler implements ICommandHandler<SendSecurityNoticeMailCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly mails: SecurityNoticeMailStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly site: SiteInfo,
  ) {}

  async execute({ notice }: SendSecurityNoticeMailCommand): Promise<boolean> {
    const account = await this.accounts.findByID(notice.playerID);
    if (!account?.email) return false;
    const { subject, text } = securityNoticeMailText({
      notice: notice.notice,
      playerName: account.title,
      seconds: notice.seconds,
      siteName: this.site.siteName,
      siteUrl: this.site.siteUrl,
      contactEmail: this.site.contactEmail,
    });
    return this.unitOfWork.run(async () => {
      if (!(await this.mails.claim(notice.playerID, notice.notice, new Date(notice.at)))) return false;
      await this.mailer.send({ to: account.email!, subject, text });
      return true;
    });
  }
}
