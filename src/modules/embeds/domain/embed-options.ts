import { ALL_YEARS, isLeagueYear, parsePeriod, type PeriodSelection } from '../../../shared/domain/period.js';
import { FieldNotValidError, FieldRequiredError, InvalidInputError } from '../../../shared/domain/validation.errors.js';

/**
 * The query parameters of the embeddable widgets (/embed/standings, /embed/player,
 * /embed/games), read strictly: each parameter once, only the ones the widget knows, every
 * value checked. A refusal is a DomainError the widget's error page shows (400).
 */
export type EmbedTheme = 'light' | 'dark';

export interface EmbedLook {
  readonly theme: EmbedTheme;
  /** Always `#rrggbb` (lower case): the only colour text that reaches the page's CSS. */
  readonly accent: string;
}

export const DEFAULT_ACCENT = '#1c7ed6';
export const STANDINGS_ROWS = { default: 10, max: 50 } as const;
export const GAMES_ROWS = { default: 5, max: 20 } as const;
const LARGEST_ID = 2_147_483_647;

type QueryValue = string | readonly string[] | undefined;
export type EmbedQuery = Readonly<Record<string, QueryValue>>;

const LOOK_PARAMS = ['theme', 'accent'] as const;

/** One value per known parameter; an unknown or repeated one is refused (no cache key is made of junk). */
function valuesOf(query: EmbedQuery, known: readonly string[]): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (!known.includes(name)) throw new InvalidInputError(`Unknown parameter "${name.slice(0, 32)}"`);
    if (typeof value !== 'string') throw new InvalidInputError(`The parameter "${name}" may be given once`);
    values[name] = value;
  }
  return values;
}

/** `theme=light|dark` (default light) and `accent=` six hex digits, with or without `#`: nothing else reaches the CSS. */
export function lookOf(values: Record<string, string | undefined>): EmbedLook {
  const theme = values.theme ?? 'light';
  if (theme !== 'light' && theme !== 'dark') throw new FieldNotValidError('theme', 'Theme');
  const accent = values.accent;
  if (accent === undefined) return { theme, accent: DEFAULT_ACCENT };
  const hex = /^#?([0-9a-fA-F]{6})$/.exec(accent)?.[1];
  if (!hex) throw new FieldNotValidError('accent', 'Accent');
  return { theme, accent: `#${hex.toLowerCase()}` };
}

/** A whole number written plainly (no sign, exponent, spaces or leading zeros), within [min, max]. */
function wholeNumber(
  text: string | undefined,
  field: string,
  label: string,
  range: { min: number; max: number; fallback?: number },
): number {
  if (text === undefined || text === '') {
    if (range.fallback === undefined) throw new FieldRequiredError(field, label);
    return range.fallback;
  }
  if (!/^(0|[1-9]\d{0,9})$/.test(text)) throw new FieldNotValidError(field, label);
  const value = Number(text);
  if (value < range.min || value > range.max) throw new FieldNotValidError(field, label);
  return value;
}

/** year: 2004-2099 or 0 (all years), default the current league year; period: M1-M12, Q1-Q4 or All (default All). */
function periodOf(values: Record<string, string | undefined>, currentYear: number): PeriodSelection {
  const year = wholeNumber(values.year, 'year', 'Year', { min: 0, max: 2099, fallback: currentYear });
  if (year !== ALL_YEARS && !isLeagueYear(year)) throw new FieldNotValidError('year', 'Year');
  const written = values.period ?? 'All';
  const period = /^(?:all|m(?:[1-9]|1[0-2])|q[1-4])$/i.test(written) ? parsePeriod(written) : null;
  if (!period) throw new FieldNotValidError('period', 'Period');
  return { year, period: year === ALL_YEARS ? 'All' : period };
}

export interface StandingsEmbedOptions {
  readonly venueID: number;
  readonly selection: PeriodSelection;
  readonly rows: number;
  readonly look: EmbedLook;
}

export function standingsEmbedOptions(query: EmbedQuery, currentYear: number): StandingsEmbedOptions {
  const values = valuesOf(query, ['venue', 'year', 'period', 'rows', ...LOOK_PARAMS]);
  return {
    venueID: wholeNumber(values.venue, 'venue', 'Venue', { min: 1, max: LARGEST_ID }),
    selection: periodOf(values, currentYear),
    rows: wholeNumber(values.rows, 'rows', 'Rows', {
      min: 1,
      max: STANDINGS_ROWS.max,
      fallback: STANDINGS_ROWS.default,
    }),
    look: lookOf(values),
  };
}

export interface PlayerEmbedOptions {
  readonly playerNumber: number;
  readonly selection: PeriodSelection;
  readonly look: EmbedLook;
}

export function playerEmbedOptions(query: EmbedQuery, currentYear: number): PlayerEmbedOptions {
  const values = valuesOf(query, ['number', 'year', 'period', ...LOOK_PARAMS]);
  return {
    playerNumber: wholeNumber(values.number, 'number', 'Player Number', { min: 1, max: LARGEST_ID }),
    selection: periodOf(values, currentYear),
    look: lookOf(values),
  };
}

export interface GamesEmbedOptions {
  readonly venueID: number;
  readonly rows: number;
  readonly look: EmbedLook;
}

export function gamesEmbedOptions(query: EmbedQuery): GamesEmbedOptions {
  const values = valuesOf(query, ['venue', 'rows', ...LOOK_PARAMS]);
  return {
    venueID: wholeNumber(values.venue, 'venue', 'Venue', { min: 1, max: LARGEST_ID }),
    rows: wholeNumber(values.rows, 'rows', 'Rows', { min: 1, max: GAMES_ROWS.max, fallback: GAMES_ROWS.default }),
    look: lookOf(values),
  };
}

/** The look of an error page: the caller's, when it was valid, else the default (the error may be the look itself). */
export function lookOrDefault(query: EmbedQuery): EmbedLook {
  try {
    const theme = typeof query?.theme === 'string' ? query.theme : undefined;
    const accent = typeof query?.accent === 'string' ? query.accent : undefined;
    return lookOf({ theme, accent });
  } catch {
    return { theme: 'light', accent: DEFAULT_ACCENT };
  }
}
