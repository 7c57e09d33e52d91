import { Command } from '@nestjs/cqrs';

export class DeletePostCommand extends Command<void> {
  constructor(readonly postID: number) {
    super();
  }
}
