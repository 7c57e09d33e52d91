/**
 * Query keys of the deposits feature. Deposits change games' deposited earnings, so a
 * deposit write also invalidates every game read (`['games']`, the games feature's root
 * key, written out here because features do not import each other).
 */
export const depositKeys = {
  all: ['deposits'] as const,
  lists: () => [...depositKeys.all, 'list'] as const,
  list: (path: string) => [...depositKeys.lists(), path] as const,
  details: () => [...depositKeys.all, 'detail'] as const,
  detail: (depositID: number) => [...depositKeys.details(), depositID] as const,
};

/** The games feature's root key: every game read (lists show deposited earnings). */
export const GAME_READS_KEY = ['games'] as const;
