import { Command } from '@nestjs/cqrs';

/** Log out everywhere: every session of the player ends, this one too; answers how many ended. */
export class LogOutEverywhereCommand extends Command<number> {
  constructor(readonly playerID: number) {
    super();
  }
}
