/**
 * A second QR reader for the card camera (player search, product §2 Scanner; decision 0180). The
 * camera's reader (@zxing/library) misses some card links outright, however long the card is held:
 * 16 of 400 sharp, square drawings of `http://127.0.0.1:{port}/p/{number}`, and 6 of 400 with a
 * camera's tilt, blur and noise. jsQR reads all of them, but takes several times as long over a
 * picture, so it reads in a worker of its own (`second-reader.worker.ts`), never on the page's thread.
 */
import jsQR from 'jsqr';

/** A look at the picture: its RGBA pixels, as a canvas's `getImageData` gives them. */
export interface CameraPicture {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** The text of the QR code in the picture, by the second reader, or null. Cards print dark on light. */
export const readWithSecondReader = (picture: CameraPicture): string | null =>
  jsQR(picture.data, picture.width, picture.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
