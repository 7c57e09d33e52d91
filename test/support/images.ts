import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Test images made in code (no binary fixtures): real files of each kind and the hostile
 * corpus of the upload suites (test/api/image-uploads.e2e-spec.ts and the cleaner's spec).
 */
const solid = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 40, b: 40 } } });

/** Random pixels compress badly: a picture of about `width * height * 3` bytes as PNG. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const aPng = (width = 16, height = 12): Promise<Buffer> => solid(width, height).png().toBuffer();
export const aGif = (width = 16, height = 12): Promise<Buffer> => solid(width, height).gif().toBuffer();
export const aJpeg = (width = 16, height = 12): Promise<Buffer> => solid(width, height).jpeg().toBuffer();

/** Two frames, red then blue. */
export async function anAnimatedGif(): Promise<Buffer> {
  const frames = await Promise.all([solid(8, 8, 220).png().toBuffer(), solid(8, 8, 10).png().toBuffer()]);
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [200, 200] })
    .toBuffer();
}

/** Marker text in the EXIF of aJpegWithGps, to look for in what was stored. */
export const EXIF_MARKER = 'secret-photographer';

/** A phone photo's metadata: where it was taken (GPS) and by whom. */
export const aJpegWithGps = (): Promise<Buffer> =>
  solid(32, 24)
    .jpeg()
    .withExif({
      IFD0: { Artist: EXIF_MARKER, Copyright: EXIF_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 19/1 5/1' },
    })
    .toBuffer();

/** A JPEG cut off in the middle of its picture data. */
export async function aTruncatedJpeg(): Promise<Buffer> {
  const whole = await noise(64, 64).jpeg({ quality: 95 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export const SCRIPT = '<script>alert(document.cookie)</script>';

/** A real GIF with an HTML script after its trailer (a classic GIF/HTML polyglot). */
export const aGifWithScript = async (): Promise<Buffer> => Buffer.concat([await aGif(), Buffer.from(SCRIPT)]);

export const anSvg = (): Buffer =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/>${SCRIPT}</svg>`,
  );

export const someText = (): Buffer => Buffer.from('This is not a picture, only text that says it is image/png.\n');

/**
 * A valid PNG of exactly `size` bytes: a picture plus one tEXt chunk that pads it out
 * (metadata, which cleaning drops). At least ~300 bytes.
 */
export async function aPngOfSize(size: number): Promise<Buffer> {
  const picture = await aPng(4, 4);
  const iend = picture.length - 12;
  const padding = size - picture.length - 12;
  if (padding < 8) throw new Error(`aPngOfSize: ${size} bytes is too small`);
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding - 8, 'a')]);
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const result = Buffer.concat([picture.subarray(0, iend), length, type, data, crc, picture.subarray(iend)]);
  if (result.length !== size) throw new Error(`aPngOfSize: made ${result.length} bytes, not ${size}`);
  return result;
}
