import { SessionCache } from './session-cache.js';

describe('SessionCache', () => {
  const viewer = (sessionID: number, playerID: number) => ({ playerID, userType: 1, hostMode: false, sessionID });

  it('answers a remembered session until its TTL, then nothing', () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, () => now);
    cache.remember('t1', viewer(1, 7));
    expect(cache.viewerOf('t1')).toEqual(viewer(1, 7));
    now += 4_999;
    expect(cache.viewerOf('t1')).toEqual(viewer(1, 7));
    now += 1;
    expect(cache.viewerOf('t1')).toBeUndefined();
    expect(cache.viewerOf('unknown')).toBeUndefined();
  });

  it('forgets one session, or every session of a player, at once', () => {
    const cache = new SessionCache();
    cache.remember('a', viewer(1, 7));
    cache.remember('b', viewer(2, 7));
    cache.remember('c', viewer(3, 8));
    cache.forgetSession(1);
    expect([cache.viewerOf('a'), cache.viewerOf('b')?.sessionID]).toEqual([undefined, 2]);
    cache.forgetPlayer(7);
    expect([cache.viewerOf('b'), cache.viewerOf('c')?.sessionID]).toEqual([undefined, 3]);
  });
});
