import { Command } from '@nestjs/cqrs';

export interface UnsubscribeAnswer {
  message: string;
  playerID: number;
}

/** The standings mail's one-click link: no login, the signed token names the player. */
export class UnsubscribeCommand extends Command<UnsubscribeAnswer> {
  constructor(readonly token: string) {
    super();
  }
}
