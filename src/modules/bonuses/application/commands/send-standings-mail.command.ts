import { Command } from '@nestjs/cqrs';

/** After a game ends: each of its players (with an address, not unsubscribed) gets their place, points and standing. Answers how many were mailed. */
export class SendStandingsMailCommand extends Command<number> {
  constructor(readonly gameID: number) {
    super();
  }
}
