import QRCode from 'qrcode';
import { BinaryBitmap, HybridBinarizer, PlanarYUVLuminanceSource, QRCodeReader } from '@zxing/library';

/**
 * A player card's QR code as a camera would see it, made in code: the code of `text` square and
 * sharp in the middle of a white 640 x 480 picture, about 400 px across. The fake camera of the
 * player-search browser test plays it; the second reader's spec reads it.
 */
export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;

/** The picture's brightness, one byte a pixel, row by row (the Y plane of a camera frame). */
export function cardPictureLuma(text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(400 / (size + 8));
  const left = Math.floor((CAMERA_WIDTH - size * scale) / 2);
  const top = Math.floor((CAMERA_HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(CAMERA_WIDTH * CAMERA_HEIGHT, 255);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (qr.modules.get(row, col))
        for (let y = 0; y < scale; y++)
          luma.fill(
            0,
            (top + row * scale + y) * CAMERA_WIDTH + left + col * scale,
            (top + row * scale + y) * CAMERA_WIDTH + left + (col + 1) * scale,
          );
  return luma;
}

/** The same picture as RGBA pixels, as a canvas's getImageData gives them. */
export function cardPictureRgba(text: string): Uint8ClampedArray {
  const luma = cardPictureLuma(text);
  const rgba = new Uint8ClampedArray(luma.length * 4);
  for (let i = 0; i < luma.length; i++) rgba.fill(luma[i]!, i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4);
  return rgba;
}

/** What the camera's first reader (@zxing/library's QR reader) reads in the picture, or null. */
export function firstReaderReads(text: string): string | null {
  const luma = new Uint8ClampedArray(cardPictureLuma(text));
  const source = new PlanarYUVLuminanceSource(
    luma,
    CAMERA_WIDTH,
    CAMERA_HEIGHT,
    0,
    0,
    CAMERA_WIDTH,
    CAMERA_HEIGHT,
    false,
  );
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
  } catch {
    return null;
  }
}
