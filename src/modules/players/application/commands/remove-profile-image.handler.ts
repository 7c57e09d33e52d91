import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { ImageNotFoundError } from '../../../../shared/domain/image.errors.js';
import { storedImageNameOf } from '../../../../shared/domain/image-rules.js';
import { PROFILE_IMAGES } from '../../domain/profile-image.js';
import { ProfileImageRepository } from '../ports/profile-image.repository.js';
import { assertMayChangeImageOf, type ProfileImageAnswer } from './set-profile-image.command.js';
import { RemoveProfileImageCommand } from './remove-profile-image.command.js';

/** Clears the profileImage that names this image and deletes the file once that is committed. */
@CommandHandler(RemoveProfileImageCommand)
export class RemoveProfileImageHandler implements ICommandHandler<RemoveProfileImageCommand> {
  constructor(
    private readonly images: StoredImages,
    private readonly profileImages: ProfileImageRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ caller, path }: RemoveProfileImageCommand): Promise<ProfileImageAnswer> {
    const name = storedImageNameOf(path);
    if (!name) throw new ImageNotFoundError();
    const playerID = await this.unitOfWork.run(async () => {
      const owner = await this.profileImages.lockOwnerOf(name);
      if (owner === null) throw new ImageNotFoundError();
      assertMayChangeImageOf(caller, owner);
      await this.profileImages.set(owner.playerID, null);
      return owner.playerID;
    });
    await this.images.discard(PROFILE_IMAGES, name);
    return { message: 'Image removed', playerID, profileImage: null, path: null };
  }
}
