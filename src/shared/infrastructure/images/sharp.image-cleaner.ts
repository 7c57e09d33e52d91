import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  ImageDamagedError,
  ImageEmptyError,
  ImageTooLargeError,
  ImageTooManyPixelsError,
  ImageTypeNotAllowedError,
} from '../../domain/image.errors.js';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageExtension } from '../../domain/image-rules.js';
import { ImageCleaner, type CleanImage } from '../../application/images/image-cleaner.js';

const EXTENSION_BY_MIME: Record<string, ImageExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/**
 * The kind from the content's magic bytes (file-type), then a full decode and re-encode
 * with sharp (libvips): what is stored is freshly written pixels in the same format, with
 * no metadata (sharp keeps none unless asked) and nothing that trailed the image (a script
 * appended to a GIF is never read). JPEG orientation is applied to the pixels first, so a
 * phone photo stays upright without its EXIF. An animated GIF stays animated.
 */
export class SharpImageCleaner extends ImageCleaner {
  async clean(bytes: Buffer): Promise<CleanImage> {
    if (bytes.length === 0) throw new ImageEmptyError();
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
    const kind = await fileTypeFromBuffer(bytes);
    const extension = kind ? EXTENSION_BY_MIME[kind.mime] : undefined;
    if (!extension) throw new ImageTypeNotAllowedError();
    try {
      return { bytes: await encoder(bytes, extension).toBuffer(), extension };
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) throw new ImageTooManyPixelsError();
      throw new ImageDamagedError();
    }
  }
}

function encoder(bytes: Buffer, extension: ImageExtension): Sharp {
  // failOn 'truncated': a cut-off file is refused rather than stored half grey.
  const input = sharp(bytes, {
    failOn: 'truncated',
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: extension === 'gif',
  });
  switch (extension) {
    case 'jpg':
      return input.autoOrient().jpeg({ quality: 88 });
    case 'png':
      return input.png();
    case 'gif':
      return input.gif();
  }
}
