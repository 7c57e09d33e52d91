import fc from 'fast-check';
import { EventType } from '../../../shared/domain/event-type.js';
import { estimatedEarnings } from './earnings.js';

describe('estimatedEarnings', () => {
  it.each([
    [0, 0], [5, 0], [6, 35], [29, 35], [30, 45], [120, 45],
  ])('%i players earn %i', (players, dollars) => {
    expect(estimatedEarnings(players, EventType.Regular)).toBe(dollars);
    expect(estimatedEarnings(players, EventType.Satellite)).toBe(dollars);
  });
  it('never earns for Quarterly', () =>
    fc.assert(fc.property(fc.nat({ max: 999 }), (players) => expect(estimatedEarnings(players, EventType.Quarterly)).toBe(0))));
});
