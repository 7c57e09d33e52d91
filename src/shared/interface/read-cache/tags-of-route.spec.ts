import { partTag } from '../../application/read-cache.js';
import { tagsOfRoute } from './cached-read.js';

describe("tagsOfRoute: a kept answer's tags from its route's and its request's", () => {
  it('leaves plain tags as they are', () => {
    const tags = ['games', 'venues'];
    expect(tagsOfRoute(tags, { gameID: '12' })).toBe(tags);
  });

  it("puts a path parameter into a record's part of a table, as partTag writes it", () => {
    expect(tagsOfRoute(['games', 'points:game:{gameID}'], { gameID: '12' })).toEqual([
      'games',
      partTag('points', 'game', 12),
    ]);
    // The same record however its id was written: the write drops `points:game:12`.
    expect(tagsOfRoute(['points:game:{gameID}'], { gameID: '0012' })).toEqual([partTag('points', 'game', 12)]);
  });

  it("takes the whole table's tag for a parameter that is not a plain id", () => {
    expect(tagsOfRoute(['points:game:{gameID}'], { gameID: '12abc' })).toEqual(['points']);
    expect(tagsOfRoute(['points:game:{gameID}'], {})).toEqual(['points']);
  });

  it('puts in every parameter of a tag, or takes the whole table when one is not a plain id', () => {
    expect(tagsOfRoute(['leaderboard_totals:{eventID}:{venueID}'], { venueID: '5', eventID: '0' })).toEqual([
      'leaderboard_totals:0:5',
    ]);
    expect(tagsOfRoute(['leaderboard_totals:{eventID}:{venueID}'], { venueID: 'x', eventID: '3' })).toEqual([
      'leaderboard_totals',
    ]);
  });

  it('adds the tags of a query parameter asked with a value, not those of one absent or 0', () => {
    const whenAsked = { playerID: ['points'] };
    expect(tagsOfRoute(['games'], {}, { playerID: '7' }, whenAsked)).toEqual(['games', 'points']);
    expect(tagsOfRoute(['games'], {}, { playerID: '0' }, whenAsked)).toEqual(['games']);
    expect(tagsOfRoute(['games'], {}, {}, whenAsked)).toEqual(['games']);
    expect(tagsOfRoute(['games'], {}, { playerID: 'x' }, whenAsked)).toEqual(['games', 'points']);
  });
});
