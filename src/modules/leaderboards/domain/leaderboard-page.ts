import { FieldTooShortError, numberTooLarge } from '../../../shared/domain/validation.errors.js';

export const LEADERBOARD_PAGE_SIZE_MAX = 500;

export interface LeaderboardPage {
  readonly limit: number;
  readonly offset: number;
}

/** Page 1-based; page size 0 is every row (the quarterly standings' form), else 1 to 500 rows. */
export function leaderboardPage(page: number, pageSize: number): LeaderboardPage | null {
  if (pageSize === 0) return null;
  if (page < 1) throw new FieldTooShortError('page', 'Page', 1);
  if (pageSize > LEADERBOARD_PAGE_SIZE_MAX) throw numberTooLarge('pageSize', 'Page Size', LEADERBOARD_PAGE_SIZE_MAX);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
