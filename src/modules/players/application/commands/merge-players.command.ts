import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { type PlayerMerge } from '../../domain/player-merge.js';

export class MergePlayersCommand extends Command<PlayerMerge> {
  constructor(
    readonly survivorID: number,
    readonly duplicateID: number,
    readonly caller: AuthenticatedUser,
  ) {
    super();
  }
}
