import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { mayHandleDepositOf, type DepositCaller } from '../../domain/deposit.js';
import { DepositNotFoundError } from '../../domain/deposits.errors.js';
import { DEPOSIT_IMAGES } from '../deposit-reads.js';
import { DepositRepository } from '../ports/deposit.repository.js';
import { SetDepositImageCommand } from './set-deposit-image.command.js';

/**
 * A deposit's image (product §3.5: jpg, png or gif up to 1 MB, checked by content and
 * re-encoded by the image kernel): kept, then put on the deposit under its row lock; a
 * refusal keeps no file, and the image it replaces is removed after the commit. Answers the
 * stored name.
 */
@CommandHandler(SetDepositImageCommand)
export class SetDepositImageHandler implements ICommandHandler<SetDepositImageCommand> {
  constructor(
    private readonly deposits: DepositRepository,
    private readonly images: StoredImages,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ depositID, upload, caller }: SetDepositImageCommand): Promise<string> {
    // Asked first, so a caller who may not touch the deposit costs no image work.
    await this.unitOfWork.run(() => this.lockOwn(depositID, caller));
    const { name } = await this.images.replace(DEPOSIT_IMAGES, upload, (stored) =>
      this.unitOfWork.run(async () => {
        const deposit = await this.lockOwn(depositID, caller);
        await this.deposits.setImage(depositID, stored);
        return { replaced: deposit.depositImage };
      }),
    );
    return name;
  }

  private async lockOwn(depositID: number, caller: DepositCaller) {
    const deposit = await this.deposits.lock(depositID);
    if (!deposit) throw new DepositNotFoundError();
    if (!mayHandleDepositOf(caller, deposit.hostID)) throw new UnauthorizedError();
    return deposit;
  }
}
