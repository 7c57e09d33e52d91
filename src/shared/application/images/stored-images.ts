import { Injectable, Logger } from '@nestjs/common';
import { ImageCleaner } from './image-cleaner.js';
import { ImageStore, type ImageArea } from './image-store.js';

/**
 * The upload capability modules use (player images, deposit images): check and clean an
 * uploaded file, keep it under a random name, and swap it onto a record so that nothing is
 * half-saved and no file is left behind. See docs/architecture.md "Images".
 */
@Injectable()
export class StoredImages {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly cleaner: ImageCleaner,
    private readonly store: ImageStore,
  ) {}

  /** Checks, cleans and keeps the file; answers its stored name. Refused: throws, nothing kept. */
  async keep(area: ImageArea, upload: Buffer): Promise<string> {
    const { bytes, extension } = await this.cleaner.clean(upload);
    return this.store.save(area, bytes, extension);
  }

  /**
   * Keeps the file, then runs `attach(name)`, which puts the name on its record in one
   * transaction and answers the name it replaced (or null). If `attach` fails, the new
   * file is removed and the error rethrown; once it succeeded, the replaced file is removed.
   */
  async replace<T extends { replaced: string | null }>(
    area: ImageArea,
    upload: Buffer,
    attach: (name: string) => Promise<T>,
  ): Promise<T & { name: string }> {
    const name = await this.keep(area, upload);
    let result: T;
    try {
      result = await attach(name);
    } catch (error) {
      await this.discard(area, name);
      throw error;
    }
    if (result.replaced && result.replaced !== name) await this.discard(area, result.replaced);
    return { ...result, name };
  }

  /** Removes a file no record points at any more; a failure is logged, never thrown (the record is already right). */
  async discard(area: ImageArea, name: string | null | undefined): Promise<void> {
    if (!name) return;
    try {
      await this.store.remove(area, name);
    } catch (error) {
      this.logger.warn(`Could not remove image ${area}/${name}: ${(error as Error).message}`);
    }
  }

  read(area: ImageArea, name: string): Promise<Buffer | null> {
    return this.store.read(area, name);
  }
}
