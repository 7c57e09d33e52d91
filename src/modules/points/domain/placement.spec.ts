import fc from 'fast-check';
import {
  isPaidPlace,
  placeName,
  placementPoints,
  pointsForPlace,
  recordedPlace,
  sortedPlace,
  UNPLACED_SORT_VALUE,
} from './placement.js';

describe('placement points', () => {
  it.each([
    [1, 20],
    [2, 16],
    [3, 14],
    [4, 12],
    [5, 10],
    [6, 8],
    [7, 6],
    [8, 4],
  ])('place %i earns %i', (place, points) => {
    expect(pointsForPlace(place)).toBe(points);
    expect(placementPoints(place)).toBe(points);
  });
  it.each([0, 9, 10, 9999, -1, 2.5])('place %p earns nothing', (place) => expect(placementPoints(place)).toBe(0));
  it('doubles every place with double points', () =>
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((p) => placementPoints(p, 1, true))).toEqual([40, 32, 28, 24, 20, 16, 12, 8]));

  describe('ties share the mean of the places they span, +0.49 then rounded', () => {
    it.each([
      // place, mean of spanned places -> points
      [1, '(20+16)/2 = 18', 18],
      [2, '(16+14)/2 = 15', 15],
      [3, '(14+12)/2 = 13', 13],
      [4, '(12+10)/2 = 11', 11],
      [5, '(10+8)/2 = 9', 9],
      [6, '(8+6)/2 = 7', 7],
      [7, '(6+4)/2 = 5', 5],
      [8, '(4+0)/2 = 2, 0 beyond 8th', 2],
    ])('2-way tie at place %i: %s -> %i', (place, _working, points) => expect(placementPoints(place, 2)).toBe(points));

    it.each([
      [1, '(20+16+14)/3 = 16.67', 17],
      [2, '(16+14+12)/3 = 14', 14],
      [3, '(14+12+10)/3 = 12', 12],
      [4, '(12+10+8)/3 = 10', 10],
      [5, '(10+8+6)/3 = 8', 8],
      [6, '(8+6+4)/3 = 6', 6],
      [7, '(6+4+0)/3 = 3.33, rounds up', 4],
      [8, '(4+0+0)/3 = 1.33, rounds up', 2],
    ])('3-way tie at place %i: %s -> %i', (place, _working, points) => expect(placementPoints(place, 3)).toBe(points));

    it.each([
      [5, '(10+8+6+4)/4 = 7', 7],
      [6, '(8+6+4+0)/4 = 4.5', 5],
      [7, '(6+4+0+0)/4 = 2.5', 3],
      [8, '(4+0+0+0)/4 = 1', 1],
    ])('4-way tie at place %i: %s -> %i', (place, _working, points) => expect(placementPoints(place, 4)).toBe(points));

    it('doubles the rounded figure with double points', () => {
      expect(placementPoints(2, 2, true)).toBe(30);
      expect(placementPoints(8, 2, true)).toBe(4);
      expect(placementPoints(1, 3, true)).toBe(34);
      expect(placementPoints(7, 3, true)).toBe(8);
      expect(placementPoints(8, 3, true)).toBe(4);
    });
  });

  describe('laws', () => {
    const place = fc.integer({ min: 1, max: 8 });
    const tied = fc.integer({ min: 1, max: 12 });

    it('never increases as the place gets worse', () =>
      fc.assert(
        fc.property(place, place, tied, fc.boolean(), (a, b, k, double) => {
          const [better, worse] = a <= b ? [a, b] : [b, a];
          expect(placementPoints(better, k, double)).toBeGreaterThanOrEqual(placementPoints(worse, k, double));
        }),
      ));

    it("gives a tie's players together the points of the places they span, within rounding", () =>
      fc.assert(
        fc.property(place, tied, (p, k) => {
          let spanned = 0;
          for (let q = p; q < p + k; q++) spanned += pointsForPlace(q);
          const shared = k * placementPoints(p, k);
          // Each share is rounded up by less than one point.
          expect(shared).toBeGreaterThanOrEqual(spanned - 0.01 * k);
          expect(shared).toBeLessThan(spanned + k);
        }),
      ));

    it('never gives a tied player more than the place alone', () =>
      fc.assert(
        fc.property(place, tied, (p, k) => expect(placementPoints(p, k)).toBeLessThanOrEqual(placementPoints(p, 1))),
      ));

    it('double points exactly doubles', () =>
      fc.assert(
        fc.property(place, tied, (p, k) => expect(placementPoints(p, k, true)).toBe(2 * placementPoints(p, k))),
      ));
  });
});

describe('places', () => {
  it('clears places over 8th and keeps 1st..8th', () => {
    expect([0, 1, 8, 9, 12, 9999].map(recordedPlace)).toEqual([0, 1, 8, 0, 0, 0]);
  });
  it('sorts no place as 9999', () => {
    expect(sortedPlace(0)).toBe(UNPLACED_SORT_VALUE);
    expect(sortedPlace(9999)).toBe(9999);
    expect(sortedPlace(9)).toBe(9999);
    expect(sortedPlace(3)).toBe(3);
  });
  it('names places', () =>
    expect([0, 1, 2, 3, 4, 8].map(placeName)).toEqual(['None', '1st', '2nd', '3rd', '4th', '8th']));
  it('pays 1st to 8th only', () => expect([0, 1, 8, 9].map(isPaidPlace)).toEqual([false, true, true, false]));
});
