import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StoredImages } from '../../../../shared/application/images/stored-images.js';
import { UnauthorizedError } from '../../../../shared/domain/access.errors.js';
import { ImageNotFoundError } from '../../../../shared/domain/image.errors.js';
import { isStoredImageName } from '../../../../shared/domain/image-rules.js';
import { mayHandleDepositOf } from '../../domain/deposit.js';
import { DEPOSIT_IMAGES } from '../deposit-reads.js';
import { DepositRepository } from '../ports/deposit.repository.js';
import { GetDepositImageQuery } from './get-deposit-image.query.js';

/** A deposit's image, for its host and admins and up; 404 for a name no deposit holds. */
@QueryHandler(GetDepositImageQuery)
export class GetDepositImageHandler implements IQueryHandler<GetDepositImageQuery> {
  constructor(
    private readonly deposits: DepositRepository,
    private readonly images: StoredImages,
  ) {}

  async execute({ name, caller }: GetDepositImageQuery): Promise<Buffer> {
    const deposit = isStoredImageName(name) ? await this.deposits.findByImage(name) : null;
    if (!deposit) throw new ImageNotFoundError();
    if (!mayHandleDepositOf(caller, deposit.hostID)) throw new UnauthorizedError();
    const bytes = await this.images.read(DEPOSIT_IMAGES, name);
    if (!bytes) throw new ImageNotFoundError();
    return bytes;
  }
}
