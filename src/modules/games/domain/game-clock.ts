/**
 * The tournament clock (issue 23; docs/decisions/0109-tournament-clock.md): a
 * game's blind structure and where the clock stands in it. Pure rules, shared with the
 * web (the screens compute the time left with the same functions the server answers with).
 *
 * The server is the clock's authority: it keeps the level, the instant the level ends
 * while running (`endsAt`), or the time left while paused or not started (`remainingMs`),
 * and a `version` that each control write must name (ordered writes: the second of two
 * hosts pressing at once is refused with the state the first one made).
 */

export interface BlindLevel {
  /** Length of the level in whole minutes (1-120). */
  readonly minutes: number;
  /** Blinds and ante in chips; 0 for a break. */
  readonly small: number;
  readonly big: number;
  readonly ante: number;
  /** A break: no blinds, the clock still runs. */
  readonly break?: boolean;
}

export type ClockStatus = 'ready' | 'running' | 'paused' | 'finished';

/** What is stored (game_clocks). */
export interface GameClockState {
  readonly gameID: number;
  readonly levels: readonly BlindLevel[];
  readonly levelIndex: number;
  /** `ready` (not started), `running` (counting down to endsAt), `paused`. `finished` is only ever computed. */
  readonly status: 'ready' | 'running' | 'paused';
  /** While running: when the current level ends (server time). */
  readonly endsAt: Date | null;
  /** While ready or paused: the time left in the current level. */
  readonly remainingMs: number;
  /** While paused: when it was paused. */
  readonly pausedAt: Date | null;
  /** 0 for a clock never written; each write adds one. */
  readonly version: number;
}

/** The clock at an instant, as screens show it (levels passed while running are counted through). */
export interface ClockView {
  readonly gameID: number;
  readonly levels: readonly BlindLevel[];
  readonly levelIndex: number;
  readonly status: ClockStatus;
  /** ISO instant the current level ends, while running. */
  readonly endsAt: string | null;
  /** Time left in the current level at `at` (0 when finished). */
  readonly remainingMs: number;
  readonly pausedAt: string | null;
  readonly version: number;
}

export const CLOCK_ACTIONS = ['start', 'pause', 'resume', 'next', 'previous', 'addMinute'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

export const MINUTE_MS = 60_000;
export const MAX_LEVELS = 60;
export const MAX_LEVEL_MINUTES = 120;
/** Blinds past this are a typo. */
export const MAX_BLIND = 100_000_000;

const level = (minutes: number, small: number, big: number, ante = 0): BlindLevel => ({ minutes, small, big, ante });
const breakOf = (minutes: number): BlindLevel => ({ minutes, small: 0, big: 0, ante: 0, break: true });

/** Regular (and satellite) games: 20-minute levels from the league's starting blinds, 25/50 (rules: gameplay). */
export const REGULAR_BLIND_STRUCTURE: readonly BlindLevel[] = [
  level(20, 25, 50),
  level(20, 50, 100),
  level(20, 75, 150),
  level(20, 100, 200),
  breakOf(10),
  level(20, 150, 300),
  level(20, 200, 400),
  level(20, 300, 600, 50),
  level(20, 400, 800, 100),
  breakOf(10),
  level(20, 500, 1000, 100),
  level(20, 700, 1400, 200),
  level(20, 1000, 2000, 300),
  level(20, 1500, 3000, 400),
  level(20, 2000, 4000, 500),
  level(20, 3000, 6000, 1000),
];

/** The quarterly blinds (rules: quarterly): 20-minute levels to begin with, then 15 minutes after the first break. */
export const QUARTERLY_BLIND_LEVELS = { firstMinutes: 20, laterMinutes: 15 } as const;

export const QUARTERLY_BLIND_STRUCTURE: readonly BlindLevel[] = [
  level(20, 100, 200),
  level(20, 200, 400),
  level(20, 300, 600),
  level(20, 400, 800, 100),
  breakOf(10),
  level(15, 500, 1000, 100),
  level(15, 700, 1400, 200),
  level(15, 1000, 2000, 300),
  level(15, 1500, 3000, 400),
  breakOf(10),
  level(15, 2000, 4000, 500),
  level(15, 3000, 6000, 1000),
  level(15, 4000, 8000, 1000),
  level(15, 6000, 12000, 2000),
  level(15, 8000, 16000, 2000),
  level(15, 10000, 20000, 3000),
];

const QUARTERLY = 3;

/** The structure a game's clock starts from: the quarterly blinds for a quarterly, else the regular game's. */
export const defaultStructureFor = (eventType: number): readonly BlindLevel[] =>
  eventType === QUARTERLY ? QUARTERLY_BLIND_STRUCTURE : REGULAR_BLIND_STRUCTURE;

export const levelMs = (levels: readonly BlindLevel[], index: number): number =>
  (levels[index]?.minutes ?? 0) * MINUTE_MS;

/** A clock never written: the first level, not started. */
export function newClock(gameID: number, levels: readonly BlindLevel[]): GameClockState {
  return {
    gameID,
    levels,
    levelIndex: 0,
    status: 'ready',
    endsAt: null,
    remainingMs: levelMs(levels, 0),
    pausedAt: null,
    version: 0,
  };
}

/**
 * The clock at `now`: a running clock whose level ended has moved on through the next
 * levels (as many as have passed); past the last level it is finished.
 */
export function clockAt(state: GameClockState, now: number): ClockView {
  const base = { gameID: state.gameID, levels: state.levels, version: state.version };
  if (state.status !== 'running' || !state.endsAt) {
    return {
      ...base,
      levelIndex: state.levelIndex,
      status: state.status,
      endsAt: null,
      remainingMs: state.remainingMs,
      pausedAt: state.pausedAt?.toISOString() ?? null,
    };
  }
  let index = state.levelIndex;
  let endsAt = state.endsAt.getTime();
  while (endsAt <= now) {
    if (index + 1 >= state.levels.length)
      return {
        ...base,
        levelIndex: index,
        status: 'finished',
        endsAt: new Date(endsAt).toISOString(),
        remainingMs: 0,
        pausedAt: null,
      };
    index += 1;
    endsAt += levelMs(state.levels, index);
  }
  return {
    ...base,
    levelIndex: index,
    status: 'running',
    endsAt: new Date(endsAt).toISOString(),
    remainingMs: endsAt - now,
    pausedAt: null,
  };
}

/** Why an action cannot be taken now, or null when it can. */
export function refusalOf(view: ClockView, action: ClockAction): string | null {
  switch (action) {
    case 'start':
      return view.status === 'ready' ? null : 'The clock has already started';
    case 'pause':
      return view.status === 'running' ? null : 'The clock is not running';
    case 'resume':
      return view.status === 'paused' ? null : 'The clock is not paused';
    case 'next':
      return view.levelIndex + 1 < view.levels.length ? null : 'This is the last level';
    case 'previous':
      return view.levelIndex > 0 ? null : 'This is the first level';
    case 'addMinute':
      return view.status === 'finished' ? 'The clock has finished' : null;
  }
}

/**
 * The stored state after an action at `now` (the caller checked `refusalOf` first).
 * Next and previous start the new level's full time, running or not; a finished clock
 * going back runs again.
 */
export function applyClockAction(state: GameClockState, action: ClockAction, now: number): GameClockState {
  const view = clockAt(state, now);
  const version = state.version + 1;
  const at = (levelIndex: number, running: boolean, remainingMs: number, paused: boolean): GameClockState => ({
    gameID: state.gameID,
    levels: state.levels,
    levelIndex,
    status: running ? 'running' : paused ? 'paused' : 'ready',
    endsAt: running ? new Date(now + remainingMs) : null,
    remainingMs: running ? 0 : remainingMs,
    pausedAt: paused ? new Date(now) : null,
    version,
  });
  const running = view.status === 'running' || view.status === 'finished';
  const paused = view.status === 'paused';
  switch (action) {
    case 'start':
    case 'resume':
      return at(view.levelIndex, true, view.remainingMs, false);
    case 'pause':
      return at(view.levelIndex, false, view.remainingMs, true);
    case 'addMinute':
      return at(view.levelIndex, running, view.remainingMs + MINUTE_MS, paused);
    case 'next':
    case 'previous': {
      const index = view.levelIndex + (action === 'next' ? 1 : -1);
      return at(index, running, levelMs(state.levels, index), paused);
    }
  }
}

/**
 * A new structure for a clock: the level stays where it is (the last one if the new
 * structure is shorter); a clock not started takes the new level's full time.
 */
export function withStructure(state: GameClockState, levels: readonly BlindLevel[], now: number): GameClockState {
  const view = clockAt(state, now);
  const levelIndex = Math.min(view.levelIndex, levels.length - 1);
  const moved = levelIndex !== view.levelIndex || view.status === 'ready';
  const remainingMs = moved ? levelMs(levels, levelIndex) : Math.min(view.remainingMs, levelMs(levels, levelIndex));
  const running = view.status === 'running' || (view.status === 'finished' && remainingMs > 0);
  const status = running ? 'running' : view.status === 'paused' ? 'paused' : 'ready';
  return {
    gameID: state.gameID,
    levels,
    levelIndex,
    status,
    endsAt: status === 'running' ? new Date(now + remainingMs) : null,
    remainingMs: status === 'running' ? 0 : remainingMs,
    pausedAt: status === 'paused' ? (state.pausedAt ?? new Date(now)) : null,
    version: state.version + 1,
  };
}

/** Why a structure is refused (the message names the level), or null when it is sound. */
export function structureProblem(levels: unknown): string | null {
  if (!Array.isArray(levels) || levels.length < 1 || levels.length > MAX_LEVELS)
    return `A structure has 1 to ${MAX_LEVELS} levels`;
  for (const [index, raw] of levels.entries()) {
    const name = `Level ${index + 1}`;
    if (!raw || typeof raw !== 'object') return `${name} is not valid`;
    const { minutes, small, big, ante, break: isBreak } = raw as Record<string, unknown>;
    if (isBreak !== undefined && typeof isBreak !== 'boolean') return `${name}: "break" is true or false`;
    if (!Number.isInteger(minutes) || (minutes as number) < 1 || (minutes as number) > MAX_LEVEL_MINUTES)
      return `${name}: minutes are a whole number from 1 to ${MAX_LEVEL_MINUTES}`;
    if (isBreak) continue;
    const whole = (value: unknown, min: number) =>
      Number.isInteger(value) && (value as number) >= min && (value as number) <= MAX_BLIND;
    if (!whole(small, 1) || !whole(big, 1)) return `${name}: blinds are positive whole numbers`;
    if ((big as number) < (small as number)) return `${name}: the big blind is at least the small blind`;
    if (ante !== undefined && !whole(ante, 0)) return `${name}: the ante is a whole number, 0 or more`;
  }
  return null;
}

/** A checked structure in its stored shape (breaks carry no blinds). */
export const normalizedStructure = (levels: readonly BlindLevel[]): BlindLevel[] =>
  levels.map((entry) =>
    entry.break ? breakOf(entry.minutes) : level(entry.minutes, entry.small, entry.big, entry.ante ?? 0),
  );

/** The first break after the current level, and the time until it starts (from `remainingMs` of the current level). */
export function nextBreak(
  view: Pick<ClockView, 'levels' | 'levelIndex'>,
  remainingMs: number,
): { readonly index: number; readonly inMs: number } | null {
  let inMs = remainingMs;
  for (let index = view.levelIndex + 1; index < view.levels.length; index += 1) {
    if (view.levels[index]!.break) return { index, inMs };
    inMs += levelMs(view.levels, index);
  }
  return null;
}

/** The stored shape of a clock as answered (a screen counts on from it with its own clock plus the server's offset). */
export function stateOfView(view: ClockView): GameClockState {
  const running = view.status === 'running' || view.status === 'finished';
  return {
    gameID: view.gameID,
    levels: view.levels,
    levelIndex: view.levelIndex,
    status: running ? 'running' : view.status === 'paused' ? 'paused' : 'ready',
    endsAt: running && view.endsAt ? new Date(view.endsAt) : null,
    remainingMs: view.remainingMs,
    pausedAt: view.pausedAt ? new Date(view.pausedAt) : null,
    version: view.version,
  };
}

/** Time left as a screen shows it: m:ss, or h:mm:ss from an hour (rounded up, so 0:00 shows only at the end). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** A level's blinds as the table reads them: "100 / 200", with " · ante 25" when there is one; "Break" for a break. */
export function blindsText(level: BlindLevel | undefined): string {
  if (!level) return '';
  if (level.break) return 'Break';
  const number = (value: number) => value.toLocaleString('en-US');
  return `${number(level.small)} / ${number(level.big)}${level.ante > 0 ? ` · ante ${number(level.ante)}` : ''}`;
}

/** "Level 3" (breaks are not counted), or "Break". */
export function levelName(levels: readonly BlindLevel[], index: number): string {
  if (levels[index]?.break) return 'Break';
  return `Level ${levels.slice(0, index + 1).filter((entry) => !entry.break).length}`;
}
