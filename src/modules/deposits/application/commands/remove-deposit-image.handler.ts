import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { ImageNotFoundError } from '../../../../shared/domain/image.errors.js';
import { storedImageNameOf } from '../../../../shared/domain/image-rules.js';
import { mayHandleDepositOf } from '../../domain/deposit.js';
import { DEPOSIT_IMAGES } from '../deposit-reads.js';
import { DepositRepository } from '../ports/deposit.repository.js';
import { RemoveDepositImageCommand } from './remove-deposit-image.command.js';

/** SPEC's DELETE /v1/table/image: the image leaves its deposit, then the file goes. Another host's answers 403. */
@CommandHandler(RemoveDepositImageCommand)
export class RemoveDepositImageHandler implements ICommandHandler<RemoveDepositImageCommand> {
  constructor(
    private readonly deposits: DepositRepository,
    private readonly images: StoredImages,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ path, caller }: RemoveDepositImageCommand): Promise<void> {
    const name = storedImageNameOf(path);
    if (!name) throw new ImageNotFoundError();
    await this.unitOfWork.run(async () => {
      const holder = await this.deposits.findByImage(name);
      if (!holder) throw new ImageNotFoundError();
      const deposit = await this.deposits.lock(holder.depositID);
      if (!deposit || deposit.depositImage !== name) throw new ImageNotFoundError();
      if (!mayHandleDepositOf(caller, deposit.hostID)) throw new UnauthorizedError();
      await this.deposits.setImage(deposit.depositID, null);
    });
    await this.images.discard(DEPOSIT_IMAGES, name);
  }
}
