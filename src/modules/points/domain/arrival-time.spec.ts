import {
  ARRIVAL_HISTORY_GAP_MS,
  arrivalTime,
  DEVICE_CLOCK_AHEAD_TOLERANCE_MS,
  deviceTimeOf,
  differsFromReceipt,
  GAME_DAY_OPENS_BEFORE_MS,
  namesItsZone,
  QUEUED_WRITE_LIMIT_MS,
} from './arrival-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A 8:38 pm game in Los Angeles (04:38 UTC the next day), received two minutes after it started. */
const gameAt = new Date('2026-12-04T04:38:00.000Z');
const receivedAt = new Date('2026-12-04T04:40:15.000Z');
const before = (ms: number, from = receivedAt) => new Date(from.getTime() - ms);
const after = (ms: number, from = receivedAt) => new Date(from.getTime() + ms);
const arrival = (scannedAt: Date | undefined, times: { receivedAt?: Date; gameAt?: Date } = {}) =>
  arrivalTime({ scannedAt, receivedAt: times.receivedAt ?? receivedAt, gameAt: times.gameAt ?? gameAt });

describe('arrivalTime: the device time when plausible, the receipt time otherwise', () => {
  it('takes the receipt time when the device gave none', () =>
    expect(arrival(undefined)).toEqual({ arrivalAt: receivedAt, source: 'server' }));

  it("takes the device's time of a scan queued before the start", () => {
    const scannedAt = new Date('2026-12-04T04:36:05.120Z');
    expect(arrival(scannedAt)).toEqual({ arrivalAt: scannedAt, source: 'device' });
  });

  it('takes a device time equal to the receipt', () =>
    expect(arrival(receivedAt)).toEqual({ arrivalAt: receivedAt, source: 'device' }));

  describe('not in the future', () => {
    it('uses the receipt time, without remark, for a clock up to 5 s fast (5 s exactly included)', () => {
      expect(arrival(after(1))).toEqual({ arrivalAt: receivedAt, source: 'server' });
      expect(arrival(after(DEVICE_CLOCK_AHEAD_TOLERANCE_MS))).toEqual({ arrivalAt: receivedAt, source: 'server' });
    });
    it('ignores a device time one ms past the tolerance as in the future', () =>
      expect(arrival(after(DEVICE_CLOCK_AHEAD_TOLERANCE_MS + 1))).toEqual({
        arrivalAt: receivedAt,
        source: 'server',
        issue: 'future',
      }));
    it('ignores a time far in the future (year 9999)', () =>
      expect(arrival(new Date('9999-12-31T23:59:59.999Z')).issue).toBe('future'));
  });

  describe("not older than the queue's limit (12 hours)", () => {
    // A tournament that started 6 hours before the receipt, so the game's day is not what decides.
    const lateGame = { gameAt: before(6 * HOUR) };
    it('takes a device time exactly 12 hours before the receipt', () =>
      expect(arrival(before(QUEUED_WRITE_LIMIT_MS), lateGame)).toEqual({
        arrivalAt: before(QUEUED_WRITE_LIMIT_MS),
        source: 'device',
      }));
    it('ignores one 1 ms older', () =>
      expect(arrival(before(QUEUED_WRITE_LIMIT_MS + 1), lateGame)).toEqual({
        arrivalAt: receivedAt,
        source: 'server',
        issue: 'olderThanQueue',
      }));
    it('ignores a time far in the past (year 1)', () =>
      expect(arrival(new Date('0001-01-01T00:00:00Z')).issue).toBe('olderThanQueue'));
  });

  describe("not before the game's day opened (12 hours before its start)", () => {
    // Received early in the day, so the queue's limit is not what decides.
    const morning = { receivedAt: before(11 * HOUR, gameAt) };
    const opened = before(GAME_DAY_OPENS_BEFORE_MS, gameAt);
    it('takes a device time exactly when the day opened', () =>
      expect(arrival(opened, morning)).toEqual({ arrivalAt: opened, source: 'device' }));
    it('ignores one 1 ms earlier', () =>
      expect(arrival(before(1, opened), morning)).toEqual({
        arrivalAt: morning.receivedAt,
        source: 'server',
        issue: 'beforeGameDay',
      }));
    it('ignores a time 13 hours before the start received 11 hours before it (a clock 2 hours slow)', () =>
      expect(arrival(before(13 * HOUR, gameAt), morning).issue).toBe('beforeGameDay'));
    it('takes 11:50 pm for a game at 00:30 (a late game past midnight is like any other)', () => {
      const lateGameAt = new Date('2026-12-05T08:30:00.000Z'); // 00:30 in Los Angeles
      const scannedAt = before(40 * MINUTE, lateGameAt);
      expect(arrival(scannedAt, { gameAt: lateGameAt, receivedAt: after(5 * MINUTE, lateGameAt) })).toEqual({
        arrivalAt: scannedAt,
        source: 'device',
      });
    });
  });

  it('takes the receipt time for an invalid date, never a NaN', () =>
    expect(arrival(new Date('garbage'))).toEqual({ arrivalAt: receivedAt, source: 'server' }));
});

describe('differsFromReceipt: both times go to the History when they are more than 5 s apart', () => {
  it('not for no device time, nor 5 s either way', () => {
    expect(differsFromReceipt(undefined, receivedAt)).toBe(false);
    expect(differsFromReceipt(before(ARRIVAL_HISTORY_GAP_MS), receivedAt)).toBe(false);
    expect(differsFromReceipt(after(ARRIVAL_HISTORY_GAP_MS), receivedAt)).toBe(false);
  });
  it('for 1 ms more, either way', () => {
    expect(differsFromReceipt(before(ARRIVAL_HISTORY_GAP_MS + 1), receivedAt)).toBe(true);
    expect(differsFromReceipt(after(ARRIVAL_HISTORY_GAP_MS + 1), receivedAt)).toBe(true);
  });
});

describe('the device time as text', () => {
  it('names its instant only with Z or an offset', () => {
    for (const text of [
      '2026-12-04T04:36:05.120Z',
      '2026-12-03T20:36:05-08:00',
      '2026-12-03T20:36:05-0800',
      '2026-12-04T10:06:05.123456789+05:30',
    ])
      expect([text, namesItsZone(text)]).toEqual([text, true]);
    for (const text of ['2026-12-03T20:36:05', '2026-12-03T20:36', '2026-12-03'])
      expect([text, namesItsZone(text)]).toEqual([text, false]);
  });
  it('parses to its instant, and to none for blank or garbage', () => {
    expect(deviceTimeOf('2026-12-03T20:36:05-08:00')).toEqual(new Date('2026-12-04T04:36:05.000Z'));
    expect(deviceTimeOf(null)).toBeUndefined();
    expect(deviceTimeOf('')).toBeUndefined();
    expect(deviceTimeOf('2026-13-45T00:00:00Z')).toBeUndefined();
  });
});
