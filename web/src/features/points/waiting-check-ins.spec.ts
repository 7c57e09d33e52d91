import { describe, expect, it } from '@jest/globals';
import { QUICK_ANSWER_MS, SENT_MARK_MS, WaitingCheckIns } from './waiting-check-ins';

const LATER = 1_000 + QUICK_ANSWER_MS;
import type { RetryTimers } from './write-queue';

class ManualTimers implements RetryTimers {
  readonly waits: { run: () => void; ms: number }[] = [];
  set(run: () => void, ms: number): unknown {
    const wait = { run, ms };
    this.waits.push(wait);
    return wait;
  }
  clear(): void {}
  fireAll(): void {
    for (const wait of this.waits.splice(0)) wait.run();
  }
}

const entry = (key: string, madeAt: number, code = key) => ({ key, gameID: 3, madeAt, label: `Player ${key}`, code });

describe('check-ins the server has not taken yet', () => {
  it('lists them oldest first, marked waiting, and tells its listeners', () => {
    const list = new WaitingCheckIns(new ManualTimers());
    let told = 0;
    list.subscribe(() => told++);
    list.add(entry('b', 2_000));
    list.add(entry('a', 1_000));
    expect(list.getSnapshot().map((checkIn) => [checkIn.key, checkIn.status])).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
    ]);
    expect(told).toBe(2);
  });

  it('marks one sent with its record for a moment, then takes it away (the server’s row stands in its place)', () => {
    const timers = new ManualTimers();
    const list = new WaitingCheckIns(timers);
    list.add(entry('a', 1_000));
    list.sent('a', 55, LATER);
    expect(list.getSnapshot()).toEqual([expect.objectContaining({ key: 'a', status: 'sent', pointID: 55 })]);
    expect(timers.waits.map((wait) => wait.ms)).toEqual([SENT_MARK_MS]);
    timers.fireAll();
    expect(list.getSnapshot()).toEqual([]);
  });

  it('keeps a refusal with the server’s words until the host dismisses it', () => {
    const timers = new ManualTimers();
    const list = new WaitingCheckIns(timers);
    list.add(entry('a', 1_000));
    list.refused('a', 'Player is banned', LATER);
    timers.fireAll();
    expect(list.getSnapshot()).toEqual([
      expect.objectContaining({ key: 'a', status: 'refused', error: 'Player is banned' }),
    ]);
    list.dismiss('a');
    expect(list.getSnapshot()).toEqual([]);
  });

  it('finds a check-in of the same player still waiting for the same game, not one sent or refused, nor another game’s', () => {
    const list = new WaitingCheckIns(new ManualTimers());
    list.add(entry('a', 1_000, '1234567'));
    expect(list.waitingFor(3, '1234567')?.key).toBe('a');
    expect(list.waitingFor(4, '1234567')).toBeUndefined();
    list.refused('a', 'Player is banned', LATER);
    expect(list.waitingFor(3, '1234567')).toBeUndefined();
  });

  it('takes the row of a check-in answered at once away at once, sent or refused (it never waited)', () => {
    const timers = new ManualTimers();
    const list = new WaitingCheckIns(timers);
    list.add(entry('a', 1_000));
    list.add(entry('b', 1_000));
    list.sent('a', 5, LATER - 1);
    list.refused('b', 'Player is banned', LATER - 1);
    expect(list.getSnapshot()).toEqual([]);
    expect(timers.waits).toEqual([]);
  });

  it('keeps a mark for a check-in that waited for the network, however soon it was answered', () => {
    const timers = new ManualTimers();
    const list = new WaitingCheckIns(timers);
    list.add(entry('a', 1_000));
    list.add(entry('b', 1_000));
    list.markWaited();
    list.add(entry('c', 1_000));
    list.refused('a', 'Player is banned', 1_500);
    list.sent('b', 5, 1_500);
    list.sent('c', 6, 1_500);
    expect(list.getSnapshot().map((checkIn) => [checkIn.key, checkIn.status])).toEqual([
      ['a', 'refused'],
      ['b', 'sent'],
    ]);
  });

  it('ignores an answer for a check-in it does not hold', () => {
    const timers = new ManualTimers();
    const list = new WaitingCheckIns(timers);
    list.sent('nobody', 1, LATER);
    list.refused('nobody', 'x', LATER);
    expect(list.getSnapshot()).toEqual([]);
    expect(timers.waits).toEqual([]);
  });
});
