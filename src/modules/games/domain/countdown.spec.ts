import { EventType } from '../../../shared/domain/event-type.js';
import { COUNTDOWN_LABELS, countdown } from './countdown.js';

const gameAt = new Date('2025-05-17T18:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const before = (target: Date, ms: number) => new Date(target.getTime() - ms);
const regular = { gameAt, eventType: EventType.Regular };
const quarterly = { gameAt, eventType: EventType.Quarterly };

describe('countdown', () => {
  it('counts to the game time, labelled Starts', () => {
    const c = countdown(regular, before(gameAt, HOUR));
    expect([c.label, c.target, c.text]).toEqual([COUNTDOWN_LABELS.starts, gameAt, '1:00:00']);
  });
  it('counts to 90 minutes after the game time for Quarterly, labelled Registration closes', () => {
    const c = countdown(quarterly, gameAt);
    expect([c.label, c.target.toISOString(), c.text]).toEqual([
      COUNTDOWN_LABELS.registrationCloses,
      '2025-05-17T19:30:00.000Z',
      '1:30:00',
    ]);
  });
  it.each([
    [2 * HOUR - SECOND, '1:59:59'],
    [HOUR + 5 * MINUTE + 7 * SECOND, '1:05:07'],
    [10 * MINUTE, '0:10:00'],
    [SECOND + 999, '0:00:01'],
    [SECOND, '0:00:01'],
  ])('shows h:mm:ss under 2 hours (%i ms left: %s)', (ms, text) =>
    expect(countdown(regular, before(gameAt, ms)).text).toBe(text),
  );
  it.each([
    [999, ''],
    [0, ''],
    [-5 * MINUTE, ''],
  ])('is blank under 1 second (%i ms left)', (ms, text) =>
    expect(countdown(regular, before(gameAt, ms)).text).toBe(text),
  );
  it.each([
    [2 * HOUR, '2h 0m'],
    [5 * HOUR + 59 * MINUTE + 59 * SECOND, '5h 59m'],
    [3 * 24 * HOUR + 4 * HOUR + 5 * MINUTE, '3d 4h 5m'],
  ])('shows days, hours and minutes from 2 hours out (%i ms left: %s)', (ms, text) =>
    expect(countdown(regular, before(gameAt, ms)).text).toBe(text),
  );
  it('is urgent under 10 minutes while running', () => {
    expect(countdown(regular, before(gameAt, 10 * MINUTE)).urgent).toBe(false);
    expect(countdown(regular, before(gameAt, 10 * MINUTE - 1)).urgent).toBe(true);
    expect(countdown(regular, before(gameAt, SECOND)).urgent).toBe(true);
    expect(countdown(regular, before(gameAt, 999)).urgent).toBe(false);
  });
});
