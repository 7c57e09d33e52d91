import {
  applyClockAction,
  blindsText,
  clockAt,
  clockText,
  levelName,
  newClock,
  nextBreak,
  QUARTERLY_BLIND_LEVELS,
  QUARTERLY_BLIND_STRUCTURE,
  REGULAR_BLIND_STRUCTURE,
  refusalOf,
  stateOfView,
  structureProblem,
  withStructure,
  type BlindLevel,
} from './game-clock.js';

const MIN = 60_000;
const T0 = Date.parse('2026-11-27T20:00:00Z');
const LEVELS: BlindLevel[] = [
  { minutes: 10, small: 10, big: 20, ante: 0 },
  { minutes: 5, small: 0, big: 0, ante: 0, break: true },
  { minutes: 10, small: 20, big: 40, ante: 5 },
];

describe('tournament clock rules', () => {
  it('the default structures start from the league blinds: 25/50 for a regular game; quarterly levels of 20 then 15 minutes', () => {
    expect(REGULAR_BLIND_STRUCTURE[0]).toEqual({ minutes: 20, small: 25, big: 50, ante: 0 });
    const quarterlyMinutes = QUARTERLY_BLIND_STRUCTURE.filter((level) => !level.break).map((level) => level.minutes);
    expect(quarterlyMinutes.slice(0, 4).every((minutes) => minutes === QUARTERLY_BLIND_LEVELS.firstMinutes)).toBe(true);
    expect(quarterlyMinutes.slice(4).every((minutes) => minutes === QUARTERLY_BLIND_LEVELS.laterMinutes)).toBe(true);
    expect(structureProblem(REGULAR_BLIND_STRUCTURE)).toBeNull();
    expect(structureProblem(QUARTERLY_BLIND_STRUCTURE)).toBeNull();
  });

  it('a running clock counts through ended levels, and finishes after the last', () => {
    const started = applyClockAction(newClock(1, LEVELS), 'start', T0);
    expect(clockAt(started, T0 + 4 * MIN)).toMatchObject({ levelIndex: 0, status: 'running', remainingMs: 6 * MIN });
    expect(clockAt(started, T0 + 12 * MIN)).toMatchObject({ levelIndex: 1, remainingMs: 3 * MIN });
    expect(clockAt(started, T0 + 16 * MIN)).toMatchObject({ levelIndex: 2, remainingMs: 9 * MIN });
    expect(clockAt(started, T0 + 26 * MIN)).toMatchObject({ levelIndex: 2, status: 'finished', remainingMs: 0 });
  });

  it('pause keeps the time left; resume runs it on; next and previous start a level afresh; a minute is added', () => {
    let state = applyClockAction(newClock(1, LEVELS), 'start', T0);
    state = applyClockAction(state, 'pause', T0 + 3 * MIN);
    expect(clockAt(state, T0 + 60 * MIN)).toMatchObject({ status: 'paused', remainingMs: 7 * MIN, version: 2 });
    state = applyClockAction(state, 'addMinute', T0 + 60 * MIN);
    expect(clockAt(state, T0 + 60 * MIN).remainingMs).toBe(8 * MIN);
    state = applyClockAction(state, 'resume', T0 + 60 * MIN);
    expect(clockAt(state, T0 + 61 * MIN)).toMatchObject({ status: 'running', remainingMs: 7 * MIN });
    state = applyClockAction(state, 'next', T0 + 61 * MIN);
    expect(clockAt(state, T0 + 61 * MIN)).toMatchObject({ levelIndex: 1, remainingMs: 5 * MIN, version: 5 });
    state = applyClockAction(state, 'previous', T0 + 62 * MIN);
    expect(clockAt(state, T0 + 62 * MIN)).toMatchObject({ levelIndex: 0, remainingMs: 10 * MIN });
  });

  it('refuses what does not fit', () => {
    const ready = clockAt(newClock(1, LEVELS), T0);
    expect(refusalOf(ready, 'pause')).toBe('The clock is not running');
    expect(refusalOf(ready, 'resume')).toBe('The clock is not paused');
    expect(refusalOf(ready, 'previous')).toBe('This is the first level');
    expect(refusalOf(ready, 'start')).toBeNull();
    const started = clockAt(applyClockAction(newClock(1, LEVELS), 'start', T0), T0);
    expect(refusalOf(started, 'start')).toBe('The clock has already started');
  });

  it('a screen counts on from an answered view as the server does', () => {
    const state = applyClockAction(newClock(1, LEVELS), 'start', T0);
    const answered = clockAt(state, T0 + MIN);
    expect(clockAt(stateOfView(answered), T0 + 13 * MIN)).toEqual(clockAt(state, T0 + 13 * MIN));
  });

  it('a new structure keeps the level (the last one when shorter)', () => {
    const state = applyClockAction(applyClockAction(newClock(1, LEVELS), 'start', T0), 'next', T0);
    const shorter = withStructure(state, [LEVELS[0]!], T0 + MIN);
    expect(clockAt(shorter, T0 + MIN)).toMatchObject({ levelIndex: 0, status: 'running', remainingMs: 10 * MIN });
  });

  it('checks a structure', () => {
    expect(structureProblem([])).toBe('A structure has 1 to 60 levels');
    expect(structureProblem([{ minutes: 10, small: 30, big: 20, ante: 0 }])).toBe(
      'Level 1: the big blind is at least the small blind',
    );
    expect(structureProblem([{ minutes: 10, break: true }])).toBeNull();
  });

  it('shows the time, the blinds, the level and the next break', () => {
    expect([clockText(20 * MIN), clockText(59_001), clockText(0), clockText(61 * MIN)]).toEqual([
      '20:00',
      '1:00',
      '0:00',
      '1:01:00',
    ]);
    expect([
      blindsText(LEVELS[0]),
      blindsText(LEVELS[1]),
      blindsText({ minutes: 1, small: 1000, big: 2000, ante: 300 }),
    ]).toEqual(['10 / 20', 'Break', '1,000 / 2,000 · ante 300']);
    expect([levelName(LEVELS, 0), levelName(LEVELS, 1), levelName(LEVELS, 2)]).toEqual(['Level 1', 'Break', 'Level 2']);
    expect(nextBreak({ levels: LEVELS, levelIndex: 0 }, 4 * MIN)).toEqual({ index: 1, inMs: 4 * MIN });
    expect(nextBreak({ levels: LEVELS, levelIndex: 1 }, MIN)).toBeNull();
  });
});
