import { describe, expect, it } from '@jest/globals';
import { toNumberParam } from './route-params';

describe('toNumberParam', () => {
  it('defaults missing and non-numeric segments to 0', () => {
    expect(toNumberParam(undefined)).toBe(0);
    expect(toNumberParam('')).toBe(0);
    expect(toNumberParam('abc')).toBe(0);
    expect(toNumberParam('2024')).toBe(2024);
  });
});
