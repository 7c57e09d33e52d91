import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  groupGreeting,
  MAX_WAITING,
  NOTHING_TO_COLLECT,
  pointsText,
  WELCOME_HOLD_MS,
  welcomeLine,
  welcomeLines,
  WelcomeQueue,
  type DisplayPlayerMessage,
  type ShownWelcome,
} from './monitor-welcome';

const welcome = (playerName: string, more: Partial<DisplayPlayerMessage> = {}): DisplayPlayerMessage => ({
  type: 'displayPlayer',
  gameID: 1,
  playerName,
  buys: '',
  totalPoints: 0,
  collect: '',
  ...more,
});

describe('the monitor’s welcome (product §4.4)', () => {
  it('greets the player and shows buys, points and what to collect', () => {
    expect(
      welcomeLines(
        welcome('Ann Lee', {
          buys: '15K buy-in + 15K rebuy',
          totalPoints: 120,
          pointsScope: 'season',
          collect: 'Starting chips',
        }),
      ),
    ).toEqual({
      greeting: 'Welcome Ann Lee',
      name: 'Ann Lee',
      buys: '15K buy-in + 15K rebuy',
      totalPoints: 120,
      points: 'Season: 120 points',
      collect: 'Starting chips',
    });
  });

  it('hides buys when not set and says Nothing to collect when collect is empty', () => {
    for (const buys of ['', '  ', null, undefined]) {
      const lines = welcomeLines(welcome('Bo', { buys, totalPoints: null, collect: buys }));
      expect(lines).toEqual({
        greeting: 'Welcome Bo',
        name: 'Bo',
        buys: null,
        totalPoints: 0,
        points: null,
        collect: NOTHING_TO_COLLECT,
      });
    }
  });

  it('says whose points they are (issue 30): the year’s for a Regular game, this game’s for a satellite, nothing without a scope', () => {
    expect(welcomeLines(welcome('Cy', { totalPoints: 859, pointsScope: 'year' })).points).toBe('This year: 859 points');
    expect(welcomeLines(welcome('Cy', { totalPoints: 20, pointsScope: 'game' })).points).toBe('Total: 20 points');
    expect(welcomeLines(welcome('Cy', { totalPoints: 0, pointsScope: null })).points).toBeNull();
    expect(welcomeLines(welcome('Cy', { totalPoints: 0 })).points).toBeNull();
  });

  it('counts points in words', () => {
    expect([0, 1, 20, 1500].map(pointsText)).toEqual(['0 points', '1 point', '20 points', '1,500 points']);
  });

  it('names a joined welcome’s players, then how many more', () => {
    expect(groupGreeting(['Ann'])).toBe('Welcome Ann');
    expect(groupGreeting(['Ann', 'Bo'])).toBe('Welcome Ann and Bo');
    expect(groupGreeting(['Ann', 'Bo', 'Cy'])).toBe('Welcome Ann, Bo and Cy');
    expect(groupGreeting(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])).toBe('Welcome A, B, C, D, E, F and 2 more');
    expect(welcomeLine({ kind: 'player', message: welcome('Di', { collect: 'Starting chips' }) })).toBe(
      'Welcome Di · Starting chips',
    );
  });
});

describe('the welcome queue (issue 30: a burst after a Wi-Fi drop)', () => {
  let shown: { name: string; at: number }[];
  let queue: WelcomeQueue;
  let started: number;
  const nameOf = ({ welcome: item }: ShownWelcome): string =>
    item.kind === 'player' ? item.message.playerName : groupGreeting(item.names);

  beforeEach(() => {
    jest.useFakeTimers();
    started = Date.now();
    shown = [];
    queue = new WelcomeQueue((item) => shown.push({ name: nameOf(item), at: Date.now() - started }));
  });
  afterEach(() => {
    queue.stop();
    jest.useRealTimers();
  });

  it('shows the first welcome at once', () => {
    queue.push(welcome('Ann'));
    expect(shown).toEqual([{ name: 'Ann', at: 0 }]);
  });

  it('shows five welcomes that arrive together one after another, each for at least 3 s, in order, none lost', () => {
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed']) queue.push(welcome(name));
    jest.advanceTimersByTime(5 * WELCOME_HOLD_MS);
    expect(shown).toEqual(
      ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name, index) => ({ name, at: index * WELCOME_HOLD_MS })),
    );
    expect(WELCOME_HOLD_MS).toBeGreaterThanOrEqual(3_000);
  });

  it('holds a welcome its full time even when the next comes just before the end, and shows a late one at once', () => {
    queue.push(welcome('Ann'));
    jest.advanceTimersByTime(WELCOME_HOLD_MS - 1);
    queue.push(welcome('Bo'));
    expect(shown.map(({ name }) => name)).toEqual(['Ann']);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual([
      { name: 'Ann', at: 0 },
      { name: 'Bo', at: WELCOME_HOLD_MS },
    ]);
    // Bo stays on screen; a player who comes ten seconds later is welcomed straight away.
    jest.advanceTimersByTime(10_000);
    queue.push(welcome('Cy'));
    expect(shown[2]).toEqual({ name: 'Cy', at: WELCOME_HOLD_MS + 10_000 });
  });

  it('caps a long queue: past the waiting limit newcomers join the last waiting welcome, by name, so nobody is dropped', () => {
    const names = Array.from({ length: 1 + MAX_WAITING + 3 }, (_, index) => `P${index + 1}`);
    for (const name of names) queue.push(welcome(name));
    expect(queue.waitingCount).toBe(MAX_WAITING);
    jest.advanceTimersByTime((MAX_WAITING + 1) * WELCOME_HOLD_MS);
    expect(shown).toHaveLength(MAX_WAITING + 1);
    expect(shown.slice(0, MAX_WAITING).map(({ name }) => name)).toEqual(names.slice(0, MAX_WAITING));
    expect(shown[MAX_WAITING]!.name).toBe(
      `Welcome ${names.slice(MAX_WAITING, MAX_WAITING + 3).join(', ')} and ${names[MAX_WAITING + 3]}`,
    );
    // The intervals between them never shrink below the hold.
    for (let index = 1; index < shown.length; index++)
      expect(shown[index]!.at - shown[index - 1]!.at).toBeGreaterThanOrEqual(WELCOME_HOLD_MS);
  });

  it('stops its timer when the monitor closes', () => {
    queue.push(welcome('Ann'));
    queue.push(welcome('Bo'));
    queue.stop();
    jest.advanceTimersByTime(10 * WELCOME_HOLD_MS);
    expect(shown.map(({ name }) => name)).toEqual(['Ann']);
  });
});
