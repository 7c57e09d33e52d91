import { Command } from '@nestjs/cqrs';
import { type PlayerAsSeen, type PlayerInput } from '../../domain/player.js';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';

export interface SavePlayerAnswer {
  message: string;
  /** The record as saved, as the saver may see it. */
  player: PlayerAsSeen;
}

export class SavePlayerCommand extends Command<SavePlayerAnswer> {
  constructor(
    readonly input: PlayerInput,
    /** The session saving (its address and session for the current-password limit and the security log). */
    readonly actor: AuthenticatedUser,
    /** The saver's own password, needed to change their own email or userName. */
    readonly currentPassword: string | null = null,
    /** Add a new player even when one with the same name and email exists (issue 19 item 11). */
    readonly confirmDuplicate = false,
  ) {
    super();
  }
}
