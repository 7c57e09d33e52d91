import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../../shared/application/mailer.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { cardRequestMailText } from '../../domain/card-request-mail.js';
import { CardRequestStore } from '../ports/card-request.store.js';
import { CARD_REQUEST_MAIL_LEVEL, SendCardRequestMailCommand } from './send-card-request-mail.command.js';

/**
 * Run by the worker after the request's commit (CardRequestedSubscriber). Each send is
 * claimed (request, staff member) in the sending transaction: a failed send rolls its
 * claim back and the job is retried; a retried job skips whoever was already mailed.
 */
@CommandHandler(SendCardRequestMailCommand)
export class SendCardRequestMailHandler implements ICommandHandler<SendCardRequestMailCommand> {
  constructor(
    private readonly store: CardRequestStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly site: SiteInfo,
  ) {}

  async execute({ requestID }: SendCardRequestMailCommand): Promise<number> {
    const request = await this.store.find(requestID);
    if (!request) return 0;
    const holder = await this.store.findHolder(request.playerNumber);
    const requester = request.requestedByID === null ? null : await this.store.findPlayer(request.requestedByID);
    const { subject, text } = cardRequestMailText({
      requestID,
      playerNumber: request.playerNumber,
      playerName: holder?.title ?? 'Unknown Player',
      instructions: request.instructions,
      requestedBy: requester ? `${requester.title} (${requester.playerNumber})` : 'a deleted account',
      requestedAt: request.createdAt,
      siteName: this.site.siteName,
      siteUrl: this.site.siteUrl,
    });
    let sent = 0;
    for (const staff of await this.store.staffRecipients(CARD_REQUEST_MAIL_LEVEL)) {
      const mailed = await this.unitOfWork.run(async () => {
        if (!(await this.store.claimMail(requestID, staff.playerID))) return false;
        await this.mailer.send({ to: staff.email, subject, text });
        return true;
      });
      if (mailed) sent++;
    }
    return sent;
  }
}
