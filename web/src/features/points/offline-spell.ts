/**
 * "5 waiting changes sent" (docs/decisions/0127-issue-30-the-points-screen-on-bar-wi-fi-queue-store.md): from the
 * moment the queue finds itself offline until the last waiting write is answered, it
 * counts the writes that waited, so the screen can say they went out. Pure: fed each
 * queue state in turn.
 */
import type { WriteQueueState } from './write-queue';

export interface OfflineSpell {
  /** Writes that waited in this spell (those waiting when it began and every one added since). */
  readonly changes: number;
  /** The waiting count last seen, to count the writes added. */
  readonly lastWaiting: number;
}

export type SpellStep = { readonly spell: OfflineSpell | null; readonly ended?: number };

/** The spell after a new queue state: begun, counting, or ended with the number of writes it saw out. */
export function nextSpell(spell: OfflineSpell | null, state: WriteQueueState): SpellStep {
  if (!spell) return { spell: state.offline ? { changes: state.waiting, lastWaiting: state.waiting } : null };
  const added = Math.max(0, state.waiting - spell.lastWaiting);
  const changes = spell.changes + added;
  if (state.waiting === 0 && !state.offline) return { spell: null, ended: changes };
  return { spell: { changes, lastWaiting: state.waiting } };
}

/** "1 waiting change sent", "5 waiting changes sent". */
export const spellEndText = (changes: number): string =>
  changes === 1 ? '1 waiting change sent' : `${changes} waiting changes sent`;
