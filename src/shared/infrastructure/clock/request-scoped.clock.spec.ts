import { RequestScopedClock } from './request-scoped.clock.js';

describe('RequestScopedClock', () => {
  const clock = new RequestScopedClock('America/Los_Angeles');

  it('is the system clock outside an override', () => {
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('moves "now" to a date-time for the duration of the call only', () => {
    const inside = clock.runAt('2025-03-09T10:00:00Z', () => clock.now().toISOString());
    expect(inside).toBe('2025-03-09T10:00:00.000Z');
    expect(clock.now().getFullYear()).not.toBe(2025);
  });

  it('keeps the wall time of day for a bare date, in the league time zone', () => {
    const inside = clock.runAt('2024-07-04', () => clock.now());
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', dateStyle: 'short' }).format(
      inside,
    );
    expect(local).toBe('2024-07-04');
  });

  it('ignores invalid input', () => {
    expect(clock.runAt('not-a-date', () => Math.abs(clock.now().getTime() - Date.now()) < 1000)).toBe(true);
    for (const value of [
      '2024-13-45',
      '2024-02-30',
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '3000-01-01T00:00:00Z',
      '9999-12-31',
      '+275760-09-13T00:00:00Z',
      '2026-W01-1',
      '2026-123',
      '2026',
    ]) {
      expect([value, clock.runAt(value, () => Math.abs(clock.now().getTime() - Date.now()) < 1000)]).toEqual([
        value,
        true,
      ]);
    }
  });
});
