import type { OldPlayerName } from './old-site-records.js';

/** The characters a name fragment is extended by when a search has more matches than it answers. */
export const SWEEP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Whether a player's names hold the fragment, as the player search matches (any case). */
export const holdsFragment = (player: OldPlayerName, fragment: string): boolean =>
  [player.firstName, player.lastName, player.title ?? ''].some((name) => name.toLowerCase().includes(fragment));

/**
 * The fragments to search next after `fragment` matched `total` players, of whom `known` are
 * already known: none when every match is known; else the fragment extended by one character
 * on either side (a name holding the fragment holds one of those, unless it is the fragment).
 */
export function nextFragments(fragment: string, total: number, known: number, answered: number): string[] {
  if (total <= answered || known >= total) return [];
  return [...SWEEP_ALPHABET].flatMap((c) => [`${fragment}${c}`, `${c}${fragment}`]);
}
