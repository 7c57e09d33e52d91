import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { UserType } from '../../../../shared/domain/user-type.js';
import { assertMayManage } from '../../domain/player.js';

export interface ProfileImageAnswer {
  message: string;
  playerID: number;
  /** The stored name, as player.profileImage now holds it (null after a removal). */
  profileImage: string | null;
  /** Where the image is served (`/v1/player/image/{name}`); what DELETE takes back. Null after a removal. */
  path: string | null;
}

/**
 * Only assistants (10) and up touch another player's image (product §6); a player only their
 * own. Checked before the upload is read; the target's level once its row is locked.
 */
export function mayChangeImageOf(caller: AuthenticatedUser, playerID: number): boolean {
  return caller.playerID === playerID || caller.userType >= UserType.Assistant;
}

/** Like every other player edit, staff change the images of players below their level only (issue 32, low 10). */
export function assertMayChangeImageOf(
  caller: AuthenticatedUser,
  target: { playerID: number; userType: number },
): void {
  if (!mayChangeImageOf(caller, target.playerID)) throw new UnauthorizedError();
  assertMayManage(caller, target);
}

export class SetProfileImageCommand extends Command<ProfileImageAnswer> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly playerID: number,
    readonly upload: Buffer,
  ) {
    super();
  }
}
