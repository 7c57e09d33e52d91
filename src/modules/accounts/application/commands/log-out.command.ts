import { Command } from '@nestjs/cqrs';

export class LogOutCommand extends Command<void> {
  constructor(readonly sessionID: number) {
    super();
  }
}
