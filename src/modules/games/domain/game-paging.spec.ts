import { gamePage, GAME_PAGE_SIZE_MAX } from './game-paging.js';

describe('gamePage', () => {
  it('is no paging for page 0 of size 0', () => expect(gamePage(0, 0)).toBeNull());
  it('counts pages from 1', () => {
    expect(gamePage(1, 30)).toEqual({ limit: 30, offset: 0 });
    expect(gamePage(3, 30)).toEqual({ limit: 30, offset: 60 });
  });
  it.each([
    [0, 30, 'page', 'The "Page" field must be at least 1.', 'FIELD_TOO_SHORT'],
    [2, 0, 'pageSize', 'The "Page Size" field must be at least 1.', 'FIELD_TOO_SHORT'],
    [1, GAME_PAGE_SIZE_MAX + 1, 'pageSize', 'The "Page Size" field must be no more than 100.', 'FIELD_NOT_VALID'],
  ])('refuses page %i of size %i, naming %s', (page, size, field, message, code) =>
    expect(() => gamePage(page, size)).toThrow(expect.objectContaining({ field, message, code })),
  );
});
