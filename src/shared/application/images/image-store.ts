import type { ImageExtension } from '../../domain/image-rules.js';

/**
 * Which records' images: each area is kept apart (its own folder on disk), so a module
 * serves and deletes only its own (`players`, `deposits`). Lower-case letters only.
 */
export type ImageArea = 'players' | 'deposits' | (string & {});

/**
 * Where checked images are kept. Names are made by the store (random, see
 * isStoredImageName) and never by a client; every method refuses a name that is not one.
 */
export abstract class ImageStore {
  /** Keeps the bytes under a new random name `{32 hex}.{extension}` and answers the name. */
  abstract save(area: ImageArea, bytes: Buffer, extension: ImageExtension): Promise<string>;
  /** The bytes, or null when there is no such image (or the name is not a stored name). */
  abstract read(area: ImageArea, name: string): Promise<Buffer | null>;
  /** Removes the image; an image already gone is not an error. */
  abstract remove(area: ImageArea, name: string): Promise<void>;
}
