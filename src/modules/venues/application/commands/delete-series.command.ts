import { Command } from '@nestjs/cqrs';

export class DeleteSeriesCommand extends Command<void> {
  constructor(readonly eventID: number) {
    super();
  }
}
