import { FieldTooShortError, numberTooLarge } from '../../../shared/domain/validation.errors.js';

/** Browse shows 30 games a page (product §2.9); no caller may ask for more than 100 at once. */
export const GAME_PAGE_SIZE = 30;
export const GAME_PAGE_SIZE_MAX = 100;

export interface GamePage {
  readonly limit: number;
  readonly offset: number;
}

/**
 * The page a list asks for: page 1-based, 1 to 100 games a page; page 0 with size 0 is
 * the whole window, unpaged (null).
 */
export function gamePage(page: number, pageSize: number): GamePage | null {
  if (page === 0 && pageSize === 0) return null;
  if (page < 1) throw new FieldTooShortError('page', 'Page', 1);
  if (pageSize < 1) throw new FieldTooShortError('pageSize', 'Page Size', 1);
  if (pageSize > GAME_PAGE_SIZE_MAX) throw numberTooLarge('pageSize', 'Page Size', GAME_PAGE_SIZE_MAX);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
