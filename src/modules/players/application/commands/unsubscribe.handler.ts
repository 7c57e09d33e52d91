import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidUnsubscribeLinkError } from '../../domain/players.errors.js';
import { MailPreferenceStore } from '../ports/mail-preference.store.js';
import { UnsubscribeTokens } from '../unsubscribe-tokens.js';
import { type UnsubscribeAnswer, UnsubscribeCommand } from './unsubscribe.command.js';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly preferences: MailPreferenceStore,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<UnsubscribeAnswer> {
    const playerID = this.tokens.playerOf(token);
    // A second click is no error: the player is already off the list.
    if (playerID === null || !(await this.preferences.stopStandingsMail(playerID)))
      throw new InvalidUnsubscribeLinkError();
    return { message: 'You will no longer receive standings emails after games', playerID };
  }
}
