import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { type Game, type GameInput } from '../../domain/game.js';

export class SaveGameCommand extends Command<Game> {
  constructor(
    readonly game: GameInput,
    /** Who saves (the audit trail's who and session); none for the system. */
    readonly actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null = null,
  ) {
    super();
  }
}
