import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { UserType } from '../../../../shared/domain/user-type.js';
import { assertMayManage } from '../../domain/player.js';
import { AccountNotFoundError } from '../../domain/players.errors.js';
import { PROFILE_IMAGES, profileImagePath } from '../../domain/profile-image.js';
import { ProfileImageRepository } from '../ports/profile-image.repository.js';

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
export function assertMayChangeImageOf(caller: AuthenticatedUser, target: { playerID: number; userType: number }): void {
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

/**
 * Checks and cleans the upload, keeps it under a random name and puts that name in the
 * player's profileImage in one transaction; the image it replaces is deleted after the
 * commit. A refusal or failure keeps nothing (docs/decisions/0080-image-uploads.md).
 */
@CommandHandler(SetProfileImageCommand)
export class SetProfileImageHandler implements ICommandHandler<SetProfileImageCommand> {
  constructor(
    private readonly images: StoredImages,
    private readonly profileImages: ProfileImageRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ caller, playerID, upload }: SetProfileImageCommand): Promise<ProfileImageAnswer> {
    if (!mayChangeImageOf(caller, playerID)) throw new UnauthorizedError();
    const { name } = await this.images.replace(PROFILE_IMAGES, upload, (name) =>
      this.unitOfWork.run(async () => {
        const player = await this.profileImages.lock(playerID);
        if (!player) throw new AccountNotFoundError();
        assertMayChangeImageOf(caller, { playerID, userType: player.userType });
        await this.profileImages.set(playerID, name);
        return { replaced: player.profileImage };
      }),
    );
    return { message: 'Image saved', playerID, profileImage: name, path: profileImagePath(name) };
  }
}
