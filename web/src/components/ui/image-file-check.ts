import { ImageMessages } from '@league/shared/domain/image.errors.js';
import { MAX_IMAGE_BYTES } from '@league/shared/domain/image-rules.js';

const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/**
 * The site's early word on a chosen file (product §5: .jpg, .png, .gif up to 1048576
 * bytes), in the server's own messages, so nobody waits for a 5 MB photo to go out only to be
 * refused. Only a courtesy: the server checks the content itself, whatever the name says.
 */
export function imageFileProblem(file: { readonly name: string; readonly size: number }): string | undefined {
  if (file.size === 0) return ImageMessages.empty;
  if (file.size > MAX_IMAGE_BYTES) return ImageMessages.tooLarge;
  if (!EXTENSIONS.test(file.name)) return ImageMessages.notAllowed;
  return undefined;
}
