import sharp from 'sharp';
import {
  aGif,
  aGifWithScript,
  anAnimatedGif,
  anSvg,
  aJpeg,
  aJpegWithGps,
  aPng,
  aPngOfSize,
  aTruncatedJpeg,
  EXIF_MARKER,
  SCRIPT,
  someText,
} from '../../../../test/support/images.js';
import { MAX_IMAGE_BYTES } from '../../domain/image-rules.js';
import { SharpImageCleaner } from './sharp.image-cleaner.js';

describe('SharpImageCleaner', () => {
  const cleaner = new SharpImageCleaner();

  it.each([
    ['png', aPng],
    ['gif', aGif],
    ['jpg', aJpeg],
  ] as const)('keeps a %s as a %s, re-encoded', async (extension, make) => {
    const clean = await cleaner.clean(await make());
    expect(clean.extension).toBe(extension);
    const metadata = await sharp(clean.bytes).metadata();
    expect(metadata.format).toBe(extension === 'jpg' ? 'jpeg' : extension);
    expect([metadata.width, metadata.height]).toEqual([16, 12]);
  });

  it('knows the kind by content, not by name: a PNG is a PNG whatever it is called', async () => {
    // The cleaner never sees a name; this is what a "photo.gif" holding a PNG becomes.
    expect((await cleaner.clean(await aPng())).extension).toBe('png');
  });

  it('drops EXIF (GPS position, names) from a JPEG', async () => {
    const photo = await aJpegWithGps();
    expect(photo.includes(EXIF_MARKER)).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const clean = await cleaner.clean(photo);
    expect(clean.bytes.includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it('drops a script appended to a GIF, keeping the GIF', async () => {
    const clean = await cleaner.clean(await aGifWithScript());
    expect(clean.extension).toBe('gif');
    expect(clean.bytes.includes(SCRIPT)).toBe(false);
    expect(clean.bytes.includes('<script')).toBe(false);
  });

  it('keeps an animated GIF animated', async () => {
    const clean = await cleaner.clean(await anAnimatedGif());
    expect((await sharp(clean.bytes).metadata()).pages).toBe(2);
  });

  it('takes exactly 1,048,576 bytes and refuses one more', async () => {
    const atLimit = await aPngOfSize(MAX_IMAGE_BYTES);
    expect((await cleaner.clean(atLimit)).extension).toBe('png');
    await expect(cleaner.clean(await aPngOfSize(MAX_IMAGE_BYTES + 1))).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      field: 'image',
    });
  });

  it.each([
    ['an empty file', () => Buffer.alloc(0), 'IMAGE_EMPTY'],
    ['an SVG', anSvg, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['text', someText, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['a truncated JPEG', aTruncatedJpeg, 'IMAGE_DAMAGED'],
    ['a PNG header with no picture', async () => (await aPng()).subarray(0, 40), 'IMAGE_DAMAGED'],
    [
      'a WebP',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
          .webp()
          .toBuffer(),
      'IMAGE_TYPE_NOT_ALLOWED',
    ],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'IMAGE_TYPE_NOT_ALLOWED'],
  ] as const)('refuses %s', async (_, make, code) => {
    await expect(cleaner.clean(await make())).rejects.toMatchObject({ code, field: 'image' });
  });

  it('refuses a small file that unpacks into a huge picture', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: 'black' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expect(cleaner.clean(bomb)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
  });
});
