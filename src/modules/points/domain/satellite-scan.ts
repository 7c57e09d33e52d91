import { GameNotStartedError } from './points.errors.js';

export const SATELLITE_SCAN_POINTS = 10;
/** A scan less than 2 minutes after the record's last update earns nothing (a repeat scan). */
export const SATELLITE_SCAN_GAP_MS = 2 * 60_000;

export interface SatelliteScan {
  /** points added by this scan: 0, 10, or 20 with double points */
  readonly awarded: number;
  readonly points: number;
  readonly updatedAt: Date;
  /** only a modified record is saved */
  readonly modified: boolean;
}

/**
 * A scan (or check-in) of a player already in a Satellite game (product §4.10).
 * Before the game starts it is refused; the game has started at its start time.
 */
export function scanSatellite(
  record: { readonly points: number; readonly updatedAt: Date },
  game: { readonly gameAt: Date; readonly doublePoints: boolean },
  now: Date,
): SatelliteScan {
  if (now.getTime() < game.gameAt.getTime()) throw new GameNotStartedError();
  if (now.getTime() - record.updatedAt.getTime() < SATELLITE_SCAN_GAP_MS) {
    return { awarded: 0, points: record.points, updatedAt: record.updatedAt, modified: false };
  }
  const awarded = game.doublePoints ? SATELLITE_SCAN_POINTS * 2 : SATELLITE_SCAN_POINTS;
  return { awarded, points: record.points + awarded, updatedAt: now, modified: true };
}
