import { Command } from '@nestjs/cqrs';
import { type PlayerActor } from '../../domain/player.js';

export class DeletePlayerCommand extends Command<void> {
  constructor(
    readonly playerID: number,
    readonly actor: PlayerActor,
  ) {
    super();
  }
}
