import fc from 'fast-check';
import { EventType } from '../../../shared/domain/event-type.js';
import { earningsAtEnding, estimatedEarnings } from './earnings.js';

describe('estimatedEarnings', () => {
  it.each([
    [0, 0],
    [5, 0],
    [6, 35],
    [29, 35],
    [30, 45],
    [120, 45],
  ])('%i players earn %i', (players, dollars) => {
    expect(estimatedEarnings(players, EventType.Regular)).toBe(dollars);
    expect(estimatedEarnings(players, EventType.Satellite)).toBe(dollars);
  });
  it('never earns for Quarterly', () =>
    fc.assert(
      fc.property(fc.nat({ max: 999 }), (players) => expect(estimatedEarnings(players, EventType.Quarterly)).toBe(0)),
    ));
});

describe('earningsAtEnding', () => {
  it('sets the actual earnings to the estimate on a first ending', () =>
    expect(earningsAtEnding({ earningsEstimated: 0, earningsActual: 0 }, 12, EventType.Regular)).toEqual({
      earningsEstimated: 35,
      earningsActual: 35,
    }));
  it('follows the estimate on a correction while nobody entered another figure', () =>
    expect(earningsAtEnding({ earningsEstimated: 35, earningsActual: 35 }, 30, EventType.Regular)).toEqual({
      earningsEstimated: 45,
      earningsActual: 45,
    }));
  it('keeps a hand-entered actual figure', () =>
    expect(earningsAtEnding({ earningsEstimated: 35, earningsActual: 50 }, 30, EventType.Regular)).toEqual({
      earningsEstimated: 45,
      earningsActual: 50,
    }));
  it('is 0 and 0 for Quarterly', () =>
    expect(earningsAtEnding({ earningsEstimated: 0, earningsActual: 0 }, 40, EventType.Quarterly)).toEqual({
      earningsEstimated: 0,
      earningsActual: 0,
    }));
});
