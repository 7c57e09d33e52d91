import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { type ProfileImageAnswer } from './set-profile-image.command.js';

export class RemoveProfileImageCommand extends Command<ProfileImageAnswer> {
  constructor(
    readonly caller: AuthenticatedUser,
    /** Product §7: `DELETE /v1/player/image {path}`; the served address or the bare name. */
    readonly path: string,
  ) {
    super();
  }
}
