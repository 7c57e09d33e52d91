import type { ImageExtension } from '../../domain/image-rules.js';

export interface CleanImage {
  /** Re-encoded pixels only: no metadata (EXIF, GPS, comments), nothing appended. */
  bytes: Buffer;
  /** The kind found in the content (never the file name's or the browser's word). */
  extension: ImageExtension;
}

/**
 * Checks an uploaded file (jpg, png or gif by its content, at most MAX_IMAGE_BYTES, decodes
 * whole) and re-encodes it. Throws the image errors (src/shared/domain/image.errors.ts).
 */
export abstract class ImageCleaner {
  abstract clean(bytes: Buffer): Promise<CleanImage>;
}
