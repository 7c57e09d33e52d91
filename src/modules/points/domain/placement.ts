import { ordinal } from '../../../shared/domain/ordinal.js';

/** Points for places 1st..8th (product §9.3); any other place earns 0. */
export const PLACEMENT_POINTS = [20, 16, 14, 12, 10, 8, 6, 4] as const;
export const LAST_PAID_PLACE = PLACEMENT_POINTS.length;
export const NO_PLACE = 0;
/** Sort value of a record without a place, so unplaced players sort last. */
export const UNPLACED_SORT_VALUE = 9999;

/** A place worth recording: 1st..8th. 0, 9999 (the screen's "none") and anything past 8th are no place. */
export const isPaidPlace = (place: number): boolean =>
  Number.isInteger(place) && place >= 1 && place <= LAST_PAID_PLACE;

/** The place kept on a record: places over 8th are cleared to no place. */
export const recordedPlace = (place: number): number => (isPaidPlace(place) ? place : NO_PLACE);

export const sortedPlace = (place: number): number => (isPaidPlace(place) ? place : UNPLACED_SORT_VALUE);

/** "1st", "2nd" ... as used in messages; no place is "None". */
export const placeName = (place: number): string => (place >= 1 ? ordinal(place) : 'None');

export const pointsForPlace = (place: number): number => (isPaidPlace(place) ? PLACEMENT_POINTS[place - 1] : 0);

/**
 * Points for each of `tiedCount` players sharing `place` (product §4.12):
 * they span places place..place+tiedCount-1, each gets the mean of those
 * places' points (0 beyond 8th) plus 0.49, rounded; double points doubles that.
 */
export function placementPoints(place: number, tiedCount = 1, doublePoints = false): number {
  if (!isPaidPlace(place) || tiedCount < 1) return 0;
  let spanned = 0;
  for (let p = place; p < place + tiedCount; p++) spanned += pointsForPlace(p);
  const points = Math.round(spanned / tiedCount + 0.49);
  return doublePoints ? points * 2 : points;
}
