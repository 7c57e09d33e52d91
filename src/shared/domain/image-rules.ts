/**
 * Product §5 (§5.4 in docs/product.md): profile and deposit images accept .jpg, .png, .gif
 * up to 1048576 bytes. The server recognises the kind by the file's content, never by its
 * name or the type the browser claims; the site uses the same limits to warn early.
 */
export const MAX_IMAGE_BYTES = 1_048_576;

/** Decoded size above which an image is refused (a small file may unpack into a huge picture). */
export const MAX_IMAGE_PIXELS = 5000 * 5000;

export const IMAGE_KINDS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_KINDS;

/** What a file picker offers (`accept`). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** A stored image's name: 32 random hex digits and the extension of its (checked) content. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|gif)$/;

export const isStoredImageName = (name: string): boolean => STORED_NAME.test(name);

/** The content type a stored name is served with (only the three kinds, never guessed). */
export function imageContentType(name: string): string | undefined {
  const match = STORED_NAME.exec(name);
  return match ? IMAGE_KINDS[match[1] as ImageExtension] : undefined;
}

/**
 * The stored name in what a client sends back as `path`: the bare name, or the address it
 * was served at (`/v1/player/image/{name}`, with or without the site). Anything else: undefined.
 */
export function storedImageNameOf(path: string): string | undefined {
  const last = path.trim().split(/[?#]/)[0]!.split('/').pop() ?? '';
  return isStoredImageName(last) ? last : undefined;
}
