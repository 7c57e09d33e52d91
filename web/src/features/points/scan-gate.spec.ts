import { describe, expect, it } from '@jest/globals';
import { SCAN_REPEAT_DELAY_MS, ScanGate, scanCode } from './scan-gate';

describe('repeat scans', () => {
  it('reads the wedge form, a bare number and card links as one code', () => {
    expect(['1234', ';1234', 'https://league.example/p/1234', 'league.example/p?n=1234'].map(scanCode)).toEqual([
      '1234',
      '1234',
      '1234',
      '1234',
    ]);
  });

  it('ignores the same code within the scan delay (30 s), from its last accepted scan', () => {
    const gate = new ScanGate();
    expect(SCAN_REPEAT_DELAY_MS).toBe(30_000);
    expect(gate.accept(';1234', 0)).toBe(true);
    expect(gate.accept('https://league.example/p/1234', 29_999)).toBe(false);
    expect(gate.accept(';5678', 10_000)).toBe(true);
    expect(gate.accept(';1234', 30_000)).toBe(true);
    expect(gate.accept(';1234', 45_000)).toBe(false);
  });

  it('lets a refused scan be tried again at once, and ignores blank input', () => {
    const gate = new ScanGate();
    expect(gate.accept(';42', 0)).toBe(true);
    gate.forget(';42');
    expect(gate.accept('42', 1)).toBe(true);
    expect(gate.accept('   ', 2)).toBe(false);
  });
});
