/**
 * Deposit answers are never cached (they are for their host and staff only); a deposit write
 * changes games' earnings, so it drops the tables it wrote (`deposits`, `deposit_games`, `games`: ReadCache) after commit.
 */
export const DEPOSIT_MESSAGES = {
  added: 'Deposit added',
  updated: 'Deposit updated',
  deleted: 'Deposit deleted',
  applied: 'Deposits applied',
} as const;

/** The image store's area for deposit images (StoredImages). */
export const DEPOSIT_IMAGES = 'deposits';
