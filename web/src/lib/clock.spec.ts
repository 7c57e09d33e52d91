import { describe, expect, it } from '@jest/globals';
import { parseToday } from './clock';

describe('parseToday', () => {
  it('reads a date as that local day', () => {
    const date = parseToday('2024-03-15');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 2, 15]);
  });

  it('reads ISO date-times', () => {
    expect(parseToday('2024-03-15T19:30:00Z')?.toISOString()).toBe('2024-03-15T19:30:00.000Z');
    expect(parseToday('2024-03-15T12:00:00-07:00')?.toISOString()).toBe('2024-03-15T19:00:00.000Z');
    expect(parseToday('2024-03-15 19:30')).not.toBeNull();
  });

  it.each(['', 'yesterday', '2024-02-30', '2024-13-01', '15/03/2024', '2024-03-15T25:00:00Z', '20240315'])('ignores %p', (value) => {
    expect(parseToday(value)).toBeNull();
  });
});
