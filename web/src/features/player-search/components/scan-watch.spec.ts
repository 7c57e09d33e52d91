import { describe, expect, it } from '@jest/globals';
import { ChecksumException, FormatException, NotFoundException } from '@zxing/library';
import { endsTheScan, ScanWatch } from './scan-watch';

describe("the camera reader's watch (player search)", () => {
  it('says nothing while the picture has not started playing, however long the start takes', () => {
    const watch = new ScanWatch(0, 1_000);
    expect(watch.stalled(false, 500)).toBe(false);
    expect(watch.stalled(false, 30_000)).toBe(false);
  });

  it('counts the stall from when the picture started playing, not from the start', () => {
    const watch = new ScanWatch(0, 1_000);
    expect(watch.stalled(false, 20_000)).toBe(false);
    expect(watch.stalled(true, 20_500)).toBe(false);
    expect(watch.stalled(true, 21_400)).toBe(false);
    expect(watch.stalled(true, 21_500)).toBe(true);
  });

  it('is not stalled while the reader keeps looking at a playing picture', () => {
    const watch = new ScanWatch(0, 1_000);
    for (let now = 0; now <= 10_000; now += 400) {
      watch.looked(now);
      expect(watch.stalled(true, now + 300)).toBe(false);
    }
  });

  it('is stalled once the reader stops looking at a picture that plays on', () => {
    const watch = new ScanWatch(0, 1_000);
    expect(watch.stalled(true, 100)).toBe(false);
    watch.looked(600);
    expect(watch.stalled(true, 1_500)).toBe(false);
    expect(watch.stalled(true, 1_600)).toBe(true);
  });

  it('starts counting again when the picture stops and plays again', () => {
    const watch = new ScanWatch(0, 1_000);
    expect(watch.stalled(true, 100)).toBe(false);
    expect(watch.stalled(false, 900)).toBe(false);
    expect(watch.stalled(true, 1_200)).toBe(false);
    expect(watch.stalled(true, 2_200)).toBe(true);
  });
});

describe("a look's error (the reader's library)", () => {
  it('does not end the scan when there is no code, or one it could not make out', () => {
    expect(endsTheScan(undefined)).toBe(false);
    expect(endsTheScan(new NotFoundException())).toBe(false);
    expect(endsTheScan(new ChecksumException())).toBe(false);
    expect(endsTheScan(new FormatException())).toBe(false);
  });

  it('ends it on any other error', () => {
    expect(endsTheScan(new DOMException('The source width is 0.', 'IndexSizeError'))).toBe(true);
    expect(endsTheScan(new Error('anything else'))).toBe(true);
  });
});
