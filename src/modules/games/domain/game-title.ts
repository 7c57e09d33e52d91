import { EventType } from '../../../shared/domain/event-type.js';
import { TitleHasModifierError } from './games.errors.js';

/** Markers the display adds to a game's title, in display order (product §4.1). */
export const TITLE_MODIFIERS = ['Canceled', 'Satellite', 'Quarterly', 'Omaha', 'Double Points'] as const;
export type TitleModifier = (typeof TITLE_MODIFIERS)[number];

const MODIFIER_PATTERNS: Record<TitleModifier, RegExp> = {
  Canceled: /\bcancell?ed\b/i,
  Satellite: /\bsatellites?\b/i,
  Quarterly: /\bquarterly\b/i,
  Omaha: /\bomaha\b/i,
  'Double Points': /\bdouble[\s-]*points?\b/i,
};

/** The first modifier a title contains, as a whole word in any case, or null. */
export const findTitleModifier = (title: string): TitleModifier | null =>
  TITLE_MODIFIERS.find((modifier) => MODIFIER_PATTERNS[modifier].test(title)) ?? null;

/**
 * The title a game goes by: its own, which may not contain a modifier (the
 * display adds those from the game's flags, so a typed one could contradict
 * them), or the venue's when blank.
 */
export function resolveGameTitle(title: string | null | undefined, venueName: string): string {
  const own = (title ?? '').trim();
  if (own === '') return venueName;
  const modifier = findTitleModifier(own);
  if (modifier) throw new TitleHasModifierError(modifier);
  return own;
}

export interface TitledGame {
  readonly title: string | null;
  readonly venueName: string;
  readonly eventType: number;
  readonly doublePoints: boolean;
  readonly canceled: boolean;
}

/** The markers that apply to a game, in display order. */
export function titleModifiers(game: Omit<TitledGame, 'title' | 'venueName'>): TitleModifier[] {
  const applies: Record<TitleModifier, boolean> = {
    Canceled: game.canceled,
    Satellite: game.eventType === EventType.Satellite,
    Quarterly: game.eventType === EventType.Quarterly,
    Omaha: game.eventType === EventType.Omaha,
    'Double Points': game.doublePoints,
  };
  return TITLE_MODIFIERS.filter((modifier) => applies[modifier]);
}

/** e.g. "The Tavern (Canceled, Satellite, Double Points)"; no brackets without markers. */
export function displayGameTitle(game: TitledGame): string {
  const own = (game.title ?? '').trim();
  const base = own === '' ? game.venueName : own;
  const markers = titleModifiers(game);
  return markers.length > 0 ? `${base} (${markers.join(', ')})` : base;
}

/**
 * A game's label where unlisted (practice) games are shown, to host mode and managers: the
 * display title with "Unlisted" added to its markers ("The Tavern (Satellite, Unlisted)").
 * Home, the calendar, Events, Game Detail, Manage Games and the points screen all use it.
 */
export function gameLabel(game: { readonly displayTitle: string; readonly unlisted: boolean }): string {
  if (!game.unlisted) return game.displayTitle;
  const markers = /\(([^()]*)\)$/.exec(game.displayTitle);
  return markers
    ? `${game.displayTitle.slice(0, markers.index)}(${markers[1]}, Unlisted)`
    : `${game.displayTitle} (Unlisted)`;
}
