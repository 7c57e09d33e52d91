import { describe, expect, it } from '@jest/globals';
import { ChecksumException, FormatException, NotFoundException } from '@zxing/library';
import {
  CAMERA_HEIGHT,
  CAMERA_WIDTH,
  cardPictureRgba,
  firstReaderReads,
} from '../../../../../test/support/card-picture.js';
import { SecondLooks } from './scan-watch';
import { readWithSecondReader } from './second-reader';

const picture = (text: string) => ({ data: cardPictureRgba(text), width: CAMERA_WIDTH, height: CAMERA_HEIGHT });

describe("the card camera's second reader (player search)", () => {
  // Card links the first reader cannot read, found by drawing 400 of them (decision 0180): it
  // finds no code in the first, and finds one it cannot make out in the other two.
  const missedByTheFirst = [
    'http://127.0.0.1:30008/p/1000035',
    'http://127.0.0.1:30078/p/1000008',
    'http://127.0.0.1:30121/p/1000051',
  ];

  it.each(missedByTheFirst)('reads %s, which the first reader misses however often it looks', (text) => {
    expect(firstReaderReads(text)).toBeNull();
    expect(readWithSecondReader(picture(text))).toBe(text);
  });

  it('reads the card links the first reader reads as well', () => {
    for (const text of ['http://127.0.0.1:30001/p/1000001', 'https://league.example/p/42']) {
      expect(firstReaderReads(text)).toBe(text);
      expect(readWithSecondReader(picture(text))).toBe(text);
    }
  });

  it('finds nothing in a picture with no card in it', () => {
    const blank = new Uint8ClampedArray(CAMERA_WIDTH * CAMERA_HEIGHT * 4).fill(255);
    expect(readWithSecondReader({ data: blank, width: CAMERA_WIDTH, height: CAMERA_HEIGHT })).toBeNull();
  });

  it("looks on every second look the first reader found no code in, and never after the reader's other errors", () => {
    const looks = new SecondLooks();
    const misses = [new NotFoundException(), new ChecksumException(), new FormatException(), new NotFoundException()];
    expect(misses.map((miss) => looks.due(miss))).toEqual([false, true, false, true]);
    expect(looks.due(new Error('The source width is 0'))).toBe(false);
    expect(looks.due(new NotFoundException())).toBe(false);
    expect(looks.due(new NotFoundException())).toBe(true);
  });
});
