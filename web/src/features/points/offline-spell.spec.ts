import { describe, expect, it } from '@jest/globals';
import { nextSpell, spellEndText, type OfflineSpell } from './offline-spell';
import type { WriteQueueState } from './write-queue';

const state = (waiting: number, offline: boolean): WriteQueueState => ({
  waiting,
  offline,
  failedTries: offline ? 1 : 0,
  busy: false,
});

/** Feeds the states in turn; answers what each step ended with. */
function run(states: readonly WriteQueueState[]): (number | undefined)[] {
  let spell: OfflineSpell | null = null;
  return states.map((next) => {
    const step = nextSpell(spell, next);
    spell = step.spell;
    return step.ended;
  });
}

describe('counting the writes that waited for the network', () => {
  it('counts those waiting when the queue went offline and those added since, and ends when the last is answered', () => {
    // 1 waiting offline, 4 more scanned, back online: 5 go out one by one.
    const ended = run([
      state(1, true),
      state(2, true),
      state(3, true),
      state(4, true),
      state(5, true),
      state(4, false),
      state(3, false),
      state(2, false),
      state(1, false),
      state(0, false),
    ]);
    expect(ended.slice(0, -1).every((value) => value === undefined)).toBe(true);
    expect(ended.at(-1)).toBe(5);
  });

  it('goes on counting through a second drop during the sending', () => {
    expect(
      run([
        state(3, true),
        state(2, false),
        state(2, true),
        state(3, true),
        state(2, false),
        state(1, false),
        state(0, false),
      ]).at(-1),
    ).toBe(4);
  });

  it('says nothing for writes that went straight through online', () => {
    expect(run([state(1, false), state(0, false), state(1, false), state(0, false)])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('says "1 waiting change sent" and "5 waiting changes sent"', () => {
    expect(spellEndText(1)).toBe('1 waiting change sent');
    expect(spellEndText(5)).toBe('5 waiting changes sent');
  });
});
