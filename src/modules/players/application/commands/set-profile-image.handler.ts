import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { AccountNotFoundError } from '../../domain/players.errors.js';
import { PROFILE_IMAGES, profileImagePath } from '../../domain/profile-image.js';
import { ProfileImageRepository } from '../ports/profile-image.repository.js';
import {
  type ProfileImageAnswer,
  mayChangeImageOf,
  assertMayChangeImageOf,
  SetProfileImageCommand,
} from './set-profile-image.command.js';

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
