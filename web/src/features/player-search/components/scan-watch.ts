/**
 * Watches the camera's reader (player search, product §2 Scanner). Its library can stop looking
 * while the picture goes on playing: its start waits for the picture to play and, when a busy
 * phone's first `play()` fails and the picture then plays by itself, that wait never ends; its scan
 * loop also ends quietly on an error it does not expect. The person then sees a live picture that
 * nothing reads. The reader calls back after every look at the picture; a picture that has played
 * for `stallMs` with no look means the reader has stalled, and the camera starts again.
 */
import { ChecksumException, FormatException, NotFoundException } from '@zxing/library';

/** How long a playing picture may go unread before the camera starts again: many looks' worth on a slow phone. */
export const SCAN_STALL_MS = 15_000;

export class ScanWatch {
  private lastLookAt: number;
  private playingSince: number | undefined;

  constructor(
    startedAt: number,
    private readonly stallMs: number = SCAN_STALL_MS,
  ) {
    this.lastLookAt = startedAt;
  }

  /** The reader looked at the picture (read a code or found none). */
  looked(nowMs: number): void {
    this.lastLookAt = nowMs;
  }

  /** True when the picture has played for the stall time (and as long since the last look) with no look at it. */
  stalled(playing: boolean, nowMs: number): boolean {
    if (!playing) {
      this.playingSince = undefined;
      return false;
    }
    this.playingSince ??= nowMs;
    return nowMs - Math.max(this.lastLookAt, this.playingSince) >= this.stallMs;
  }
}

/** Whether a video element's picture is playing (as the reader's library tells it). */
export const isPicturePlaying = (video: HTMLVideoElement): boolean =>
  video.currentTime > 0 && !video.paused && video.readyState > 2;

/**
 * Whether a look's error ended the reader's scan: the library looks again after "no code here"
 * (and a code it could not make out), and stops for good after any other error, picture and all.
 */
export const endsTheScan = (error: unknown): boolean => error !== undefined && !isNoCodeRead(error);

/** Whether a look's error means "no code read here" (not a failure of the camera or the reader). */
export const isNoCodeRead = (error: unknown): boolean =>
  error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException;

/** Every this many looks the first reader found no code in, the second reader looks too (decision 0180). */
export const SECOND_READER_EVERY = 2;

/** Counts the first reader's looks that found no code, and says when the second reader's turn comes. */
export class SecondLooks {
  private misses = 0;

  /** A look ended with `error`: true when the second reader should look at that picture too. */
  due(error: unknown): boolean {
    if (!isNoCodeRead(error)) return false;
    this.misses += 1;
    return this.misses % SECOND_READER_EVERY === 0;
  }
}
