import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Mailer } from '../../../../shared/application/mailer.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import {
  PleaseEnterEmailError,
  TooManyPasswordResetsError,
  UnableToSendEmailError,
} from '../../../players/domain/players.errors.js';
import { BLANK_USER_NAME_MARK, PASSWORD_RESET_LIFETIME_MS } from '../../../players/domain/credentials.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { PasswordResetStore } from '../ports/password-reset.store.js';
import { ResetThrottle } from '../ports/reset-throttle.js';
import { hashToken, newToken } from '../session-token.js';
import { RESET_REQUESTED_MESSAGE, RequestPasswordResetCommand } from './request-password-reset.command.js';

/**
 * Emails a one-hour link to the one player the form identifies. The answer is the
 * same whether or not anyone matched (product §4.4: no account enumeration), also when the
 * account has had its share of links for now (then nothing is sent). A new link ends the older ones.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly resets: PasswordResetStore,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
    private readonly unitOfWork: UnitOfWork,
    private readonly throttle: ResetThrottle,
  ) {}

  async execute({ email, firstName, lastName, address }: RequestPasswordResetCommand): Promise<string> {
    const wait = await this.throttle.takeRequest(address);
    if (wait > 0) throw new TooManyPasswordResetsError(wait);
    if (!email && !firstName && !lastName) throw new PleaseEnterEmailError();
    const matches = await this.accounts.findForPasswordReset({
      email: email ?? undefined,
      firstName: firstName ?? undefined,
      lastName: lastName ?? undefined,
    });
    const account = matches.length === 1 ? matches[0] : undefined;
    if (!account?.email) return RESET_REQUESTED_MESSAGE;
    if ((await this.throttle.takeLink(account.playerID)) > 0) return RESET_REQUESTED_MESSAGE;

    const token = newToken();
    // The link is kept only if the email left: a failed send leaves nothing behind (and the older links live on).
    await this.unitOfWork.run(async () => {
      await this.resets.voidAllOf(account.playerID, this.clock.now());
      await this.resets.create({
        playerID: account.playerID,
        tokenHash: hashToken(token),
        expiresAt: new Date(this.clock.now().getTime() + PASSWORD_RESET_LIFETIME_MS),
      });
      const userName = encodeURIComponent(account.userName || BLANK_USER_NAME_MARK);
      await this.sendLink(
        account.email!,
        account.firstName,
        `${this.site.siteUrl}/users/setpw/${account.playerID}/${userName}/${token}`,
      );
    });
    return RESET_REQUESTED_MESSAGE;
  }

  private async sendLink(to: string, firstName: string, link: string): Promise<void> {
    try {
      await this.mailer.send({
        to,
        subject: `${this.site.siteName}: reset your password`,
        text: [
          `Hi ${firstName},`,
          '',
          `Someone asked to reset the password of your ${this.site.siteName} account.`,
          `Set a new password here within the next hour (the link works once):`,
          link,
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      throw new UnableToSendEmailError(error instanceof Error ? error.message : String(error));
    }
  }
}
