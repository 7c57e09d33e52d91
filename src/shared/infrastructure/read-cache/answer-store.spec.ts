import { AnswerStore } from './answer-store.js';

const answer = (body: string) => ({
  status: 200,
  plain: { headers: ['content-type', 'application/json; charset=utf-8'], body: Buffer.from(body) },
});

describe('AnswerStore', () => {
  let now = 0;
  const store = (maxEntries = 10) => new AnswerStore({ maxEntries, defaultMaxAgeMs: 60_000 }, () => now);
  beforeEach(() => (now = 1_000));

  it('keeps an answer under its key', () => {
    const answers = store();
    answers.keep('/v1/venue/id/1', answer('a'), { tags: ['venues'], stamp: answers.stamp() });
    expect(answers.lookup('/v1/venue/id/1')).toEqual(answer('a'));
    expect(answers.lookup('/v1/venue/id/2')).toBeUndefined();
  });

  it('drops the answers of the tags named, and only those', () => {
    const answers = store();
    answers.keep('/v1/venue/id/1', answer('venue'), { tags: ['venues'], stamp: answers.stamp() });
    answers.keep('/v1/post/list', answer('posts'), { tags: ['posts'], stamp: answers.stamp() });
    answers.drop(['venues']);
    expect(answers.lookup('/v1/venue/id/1')).toBeUndefined();
    expect(answers.lookup('/v1/post/list')).toEqual(answer('posts'));
  });

  it('refuses an answer read before a drop of one of its tags: it may show what the drop was about', () => {
    const answers = store();
    const stamp = answers.stamp();
    answers.drop(['games', 'venues']);
    answers.keep('/v1/venue/id/1', answer('maybe stale'), { tags: ['players', 'venues'], stamp });
    expect(answers.lookup('/v1/venue/id/1')).toBeUndefined();
    answers.keep('/v1/venue/id/1', answer('fresh'), { tags: ['players', 'venues'], stamp: answers.stamp() });
    expect(answers.lookup('/v1/venue/id/1')).toEqual(answer('fresh'));
  });

  it('keeps an answer read while other tags were dropped: a check-in every moment does not stop the leaderboards being kept', () => {
    const answers = store();
    const stamp = answers.stamp();
    answers.drop(['points']);
    answers.drop(['posts']);
    answers.keep('/v1/point/totals/0/0/0/All/1/0', answer('kept'), { tags: ['leaderboard_totals', 'players'], stamp });
    expect(answers.lookup('/v1/point/totals/0/0/0/All/1/0')).toEqual(answer('kept'));
    // A drop of its tag after a later read began still refuses that read.
    const later = answers.stamp();
    answers.drop(['posts']);
    answers.drop(['leaderboard_totals']);
    answers.keep('/v1/point/totals/0/0/0/All/1/0', answer('maybe stale'), {
      tags: ['leaderboard_totals'],
      stamp: later,
    });
    expect(answers.lookup('/v1/point/totals/0/0/0/All/1/0')).toBeUndefined();
  });

  it("drops by a record's part of a table: that part's answers and the whole table's, not another record's", () => {
    const answers = store();
    answers.keep('/v1/game/id/1', answer('game 1'), { tags: ['games', 'points:game:1'], stamp: answers.stamp() });
    answers.keep('/v1/game/id/2', answer('game 2'), { tags: ['games', 'points:game:2'], stamp: answers.stamp() });
    answers.keep('/v1/game/list', answer('games'), { tags: ['games', 'points'], stamp: answers.stamp() });
    answers.drop(['points:game:1']);
    expect(answers.lookup('/v1/game/id/1')).toBeUndefined();
    expect(answers.lookup('/v1/game/list')).toBeUndefined();
    expect(answers.lookup('/v1/game/id/2')).toEqual(answer('game 2'));
    // The whole table's drop ends every part.
    answers.drop(['points']);
    expect(answers.lookup('/v1/game/id/2')).toBeUndefined();
  });

  it('refuses a read begun before a drop of its part, of its whole, or of a part of what it read', () => {
    const answers = store();
    const stamp = answers.stamp();
    answers.drop(['points:game:1']);
    answers.keep('/v1/game/id/2', answer('game 2'), { tags: ['points:game:2'], stamp });
    answers.keep('/v1/game/id/1', answer('game 1'), { tags: ['points:game:1'], stamp });
    answers.keep('/v1/game/list', answer('games'), { tags: ['points'], stamp });
    expect(answers.lookup('/v1/game/id/2')).toEqual(answer('game 2'));
    expect(answers.lookup('/v1/game/id/1')).toBeUndefined();
    expect(answers.lookup('/v1/game/list')).toBeUndefined();
    const later = answers.stamp();
    answers.drop(['points']);
    answers.keep('/v1/game/id/3', answer('game 3'), { tags: ['points:game:3'], stamp: later });
    expect(answers.lookup('/v1/game/id/3')).toBeUndefined();
  });

  it('forgets an answer past its age, the default one or its own', () => {
    const answers = store();
    answers.keep('/v1/health', answer('up'), { tags: [], stamp: answers.stamp(), maxAgeMs: 1_000 });
    answers.keep('/v1/venue/list/0', answer('list'), { tags: ['venues'], stamp: answers.stamp() });
    now += 999;
    expect(answers.lookup('/v1/health')).toEqual(answer('up'));
    now += 1;
    expect(answers.lookup('/v1/health')).toBeUndefined();
    now += 59_000;
    expect(answers.lookup('/v1/venue/list/0')).toBeUndefined();
  });

  it('holds at most maxEntries, letting the oldest go first', () => {
    const answers = store(2);
    for (const id of [1, 2, 3])
      answers.keep(`/v1/venue/id/${id}`, answer(`${id}`), { tags: ['venues'], stamp: answers.stamp() });
    expect(answers.size).toBe(2);
    expect(answers.lookup('/v1/venue/id/1')).toBeUndefined();
    expect(answers.lookup('/v1/venue/id/3')).toEqual(answer('3'));
  });

  it('forgets everything on clear(), including answers being read', () => {
    const answers = store();
    const stamp = answers.stamp();
    answers.keep('/v1/venue/id/1', answer('a'), { tags: ['venues'], stamp });
    answers.clear();
    answers.keep('/v1/venue/id/2', answer('b'), { tags: ['venues'], stamp });
    expect(answers.size).toBe(0);
  });
});

describe('AnswerStore: a rendered page after a drop', () => {
  let now = 0;
  const store = () => new AnswerStore({ maxEntries: 10, defaultMaxAgeMs: 60_000 }, () => now);
  beforeEach(() => (now = 1_000));

  it('answers a page kept with staleForMs as stale after a drop, for that long, and never as kept', () => {
    const answers = store();
    answers.keep('/players/leaderboard', answer('before'), {
      tags: ['points'],
      stamp: answers.stamp(),
      staleForMs: 5_000,
    });
    expect(answers.lookupStale('/players/leaderboard')).toBeUndefined();
    answers.drop(['points']);
    expect(answers.lookup('/players/leaderboard')).toBeUndefined();
    expect(answers.lookupStale('/players/leaderboard')).toEqual(answer('before'));
    now += 4_999;
    expect(answers.lookupStale('/players/leaderboard')).toEqual(answer('before'));
    now += 1;
    expect(answers.lookupStale('/players/leaderboard')).toBeUndefined();
  });

  it('answers a page past its age as stale too, and an answer kept without staleForMs never', () => {
    const answers = store();
    answers.keep('/', answer('home'), { tags: ['posts'], stamp: answers.stamp(), maxAgeMs: 1_000, staleForMs: 5_000 });
    answers.keep('/v1/post/list', answer('posts'), { tags: ['posts'], stamp: answers.stamp(), maxAgeMs: 1_000 });
    now += 1_000;
    expect(answers.lookupStale('/')).toEqual(answer('home'));
    expect(answers.lookupStale('/v1/post/list')).toBeUndefined();
    answers.drop(['posts']);
    expect(answers.lookupStale('/v1/post/list')).toBeUndefined();
  });

  it('forgets the stale copy once the new one is kept, and on clear()', () => {
    const answers = store();
    answers.keep('/', answer('old'), { tags: ['posts'], stamp: answers.stamp(), staleForMs: 5_000 });
    answers.drop(['posts']);
    answers.keep('/', answer('new'), { tags: ['posts'], stamp: answers.stamp(), staleForMs: 5_000 });
    expect(answers.lookupStale('/')).toBeUndefined();
    expect(answers.lookup('/')).toEqual(answer('new'));
    answers.drop(['posts']);
    answers.clear();
    expect(answers.lookupStale('/')).toBeUndefined();
  });
});

it('AnswerStore forgets a stale copy when told (its successor could not be kept)', () => {
  const answers = new AnswerStore({ maxEntries: 10, defaultMaxAgeMs: 60_000 }, () => 1_000);
  answers.keep('/posts/browse/7', answer('post'), { tags: ['posts'], stamp: answers.stamp(), staleForMs: 5_000 });
  answers.drop(['posts']);
  answers.forgetStale('/posts/browse/7');
  expect(answers.lookupStale('/posts/browse/7')).toBeUndefined();
});

describe('AnswerStore: answers kept aside (a page at an address with a query string it reads)', () => {
  let now = 1_000;
  beforeEach(() => (now = 1_000));
  const page = (bytes: number) => ({ status: 200, plain: { headers: [], body: Buffer.alloc(bytes, 'x') } });
  const store = () =>
    new AnswerStore({ maxEntries: 10, defaultMaxAgeMs: 60_000, aside: { maxEntries: 3, maxBytes: 1_000 } }, () => now);
  const keepAside = (answers: AnswerStore, key: string, bytes: number) =>
    answers.keep(key, page(bytes), {
      tags: ['leaderboard_totals'],
      stamp: answers.stamp(),
      staleForMs: 60_000,
      aside: true,
    });

  it('pushes out the oldest of them alone past their count or bytes, never the answers kept the usual way', () => {
    const answers = store();
    answers.keep('/players/leaderboard', page(400), { tags: ['leaderboard_totals'], stamp: answers.stamp() });
    for (let n = 1; n <= 5; n++) keepAside(answers, `/players/leaderboard?page=${n}`, 100);
    expect(answers.keptAside).toEqual({ entries: 3, bytes: 300 });
    expect(
      ['?page=1', '?page=2', '?page=3', '?page=4', '?page=5', ''].map(
        (query) => answers.lookup(`/players/leaderboard${query}`) !== undefined,
      ),
    ).toEqual([false, false, true, true, true, true]);
    // Bytes: a big one pushes out as many as it needs room for.
    keepAside(answers, '/players/leaderboard?venue=3', 850);
    expect(answers.keptAside).toEqual({ entries: 2, bytes: 950 });
    expect(answers.lookup('/players/leaderboard?page=5')).toBeDefined();
    expect(answers.lookup('/players/leaderboard?page=4')).toBeUndefined();
    expect(answers.lookup('/players/leaderboard')).toBeDefined();
  });

  it('keeps none bigger than the whole budget', () => {
    const answers = store();
    keepAside(answers, '/events/quarterly?season=3', 1_001);
    expect(answers.lookup('/events/quarterly?season=3')).toBeUndefined();
    expect(answers.keptAside).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts one a drop ended within the budget while its stale copy may go out, and gives its room back after', () => {
    const answers = store();
    keepAside(answers, '/players/leaderboard?page=2', 100);
    answers.drop(['leaderboard_totals']);
    expect(answers.lookup('/players/leaderboard?page=2')).toBeUndefined();
    expect(answers.lookupStale('/players/leaderboard?page=2')).toBeDefined();
    expect(answers.keptAside).toEqual({ entries: 1, bytes: 100 });
    // Pushed out with the others: the oldest stale copy first.
    for (let n = 3; n <= 5; n++) keepAside(answers, `/players/leaderboard?page=${n}`, 100);
    expect(answers.lookupStale('/players/leaderboard?page=2')).toBeUndefined();
    expect(answers.keptAside).toEqual({ entries: 3, bytes: 300 });
    // Its window ended: its room is given back.
    answers.drop(['leaderboard_totals']);
    now += 60_001;
    expect(answers.lookupStale('/players/leaderboard?page=3')).toBeUndefined();
    answers.forgetStale('/players/leaderboard?page=4');
    expect(answers.keptAside).toEqual({ entries: 1, bytes: 100 });
  });

  it('counts one kept again once, and forgets them all on a clear', () => {
    const answers = store();
    keepAside(answers, '/players/leaderboard?page=2', 100);
    keepAside(answers, '/players/leaderboard?page=2', 200);
    expect(answers.keptAside).toEqual({ entries: 1, bytes: 200 });
    answers.clear();
    expect(answers.keptAside).toEqual({ entries: 0, bytes: 0 });
  });
});
