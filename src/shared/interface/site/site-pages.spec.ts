import { withoutTracking, withTrackingOf } from './site-pages.js';

describe('withoutTracking: a shared link names the page without its click and campaign tags', () => {
  it.each([
    ['/games/detail/12?fbclid=IwAR0abc', '/games/detail/12'],
    ['/?utm_source=whatsapp&utm_medium=chat&utm_campaign=friday', '/'],
    ['/events/quarterly?season=2025&gclid=xyz&UTM_Content=a', '/events/quarterly?season=2025'],
    ['/players/search?q=Pat+Player&msclkid=1', '/players/search?q=Pat+Player'],
  ])('%s is %s', (asked, page) => expect(withoutTracking(asked)).toBe(page));

  it.each([
    '/players/leaderboard',
    '/players/leaderboard?period=2025',
    '/players/search?q=fbclid',
    '/x?utm=1',
    '/x?ref=chat',
  ])('%s stays as asked', (asked) => expect(withoutTracking(asked)).toBe(asked));
});

describe('withTrackingOf: an old address moves with its campaign tags', () => {
  it.each([
    ['/news?utm_source=chat', '/posts/browse', '/posts/browse?utm_source=chat'],
    ['/news?utm_source=chat&page=2', '/posts/browse?page=2', '/posts/browse?page=2&utm_source=chat'],
    ['/news', '/posts/browse', '/posts/browse'],
    ['/news?page=2', '/posts/browse?page=2', '/posts/browse?page=2'],
  ])('%s to %s is %s', (asked, location, moved) => expect(withTrackingOf(asked, location)).toBe(moved));
});
