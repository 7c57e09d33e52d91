import { Hysteresis } from './hysteresis.js';

describe('Hysteresis', () => {
  it('turns false only after enough bad observations in a row, and true again after enough good ones', () => {
    const ready = new Hysteresis(true, 3, 2);
    expect([false, false, true, false, false].map((fine) => ready.observe(fine))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(ready.observe(false)).toBe(false);
    expect([true, false, true].map((fine) => ready.observe(fine))).toEqual([false, false, false]);
    expect(ready.observe(true)).toBe(true);
  });
});
