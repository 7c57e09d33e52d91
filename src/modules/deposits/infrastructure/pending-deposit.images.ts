import { Injectable } from '@nestjs/common';
import { DepositImages } from '../application/ports/deposit.images.js';
import { DepositImageNotUploadedError } from '../domain/deposits.errors.js';

/** Until the image kernel is merged: no image was ever uploaded, so any path is refused. */
@Injectable()
export class PendingDepositImages extends DepositImages {
  assertUploaded(path: string | null): Promise<void> {
    return path === null ? Promise.resolve() : Promise.reject(new DepositImageNotUploadedError());
  }

  discard(): Promise<void> {
    return Promise.resolve();
  }
}
