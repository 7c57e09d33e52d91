import { GameNotStartedError } from './points.errors.js';
import { scanSatellite } from './satellite-scan.js';

const gameAt = new Date('2025-03-07T03:00:00Z');
const at = (msAfterStart: number) => new Date(gameAt.getTime() + msAfterStart);
const MIN = 60_000;

describe('scanSatellite', () => {
  const lastScan = { points: 30, updatedAt: at(10 * MIN) };

  it("refuses a scan before the game starts: Game hasn't started yet", () =>
    expect(() =>
      scanSatellite({ points: 0, updatedAt: at(-30 * MIN) }, { gameAt, doublePoints: false }, at(-1)),
    ).toThrow(new GameNotStartedError()));
  it('accepts a scan at the start time', () =>
    expect(scanSatellite({ points: 0, updatedAt: at(-30 * MIN) }, { gameAt, doublePoints: false }, at(0)).awarded).toBe(
      10,
    ));
  it('gives nothing 1 min 59 s after the last update, and leaves the record alone', () =>
    expect(scanSatellite(lastScan, { gameAt, doublePoints: false }, at(12 * MIN - 1000))).toEqual({
      awarded: 0,
      points: 30,
      updatedAt: lastScan.updatedAt,
      modified: false,
    }));
  it('gives 10 points exactly 2 min after the last update', () =>
    expect(scanSatellite(lastScan, { gameAt, doublePoints: false }, at(12 * MIN))).toEqual({
      awarded: 10,
      points: 40,
      updatedAt: at(12 * MIN),
      modified: true,
    }));
  it('gives 20 points with double points', () =>
    expect(scanSatellite(lastScan, { gameAt, doublePoints: true }, at(15 * MIN)).points).toBe(50));
  it('gives nothing for a scan right after check-in (the record was just updated)', () =>
    expect(
      scanSatellite({ points: 0, updatedAt: at(5 * MIN) }, { gameAt, doublePoints: false }, at(6 * MIN)).awarded,
    ).toBe(0));
});
