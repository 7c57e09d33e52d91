import { GAMES_ROWS, lookOf, STANDINGS_ROWS, type EmbedTheme } from '@league/modules/embeds/domain/embed-options.js';

/**
 * The snippet a manager pastes on a venue's own site (docs/product.md "Embed on Your Site"):
 * an iframe of /embed/standings or /embed/games, built from the choices on the page. The
 * accent is checked by the server's own rule (lookOf), so the page never offers a snippet
 * the widget would refuse.
 */
export type EmbedKind = 'standings' | 'games';

export interface EmbedChoices {
  readonly kind: EmbedKind;
  readonly venueID: number;
  readonly theme: EmbedTheme;
  /** As typed: `#aa3300` or `aa3300`. */
  readonly accent: string;
  readonly rows: number;
  /** Standings only: All (the year so far) or a season. */
  readonly period: 'All' | 'Q1' | 'Q2' | 'Q3' | 'Q4';
}

export const ROW_LIMITS: Record<EmbedKind, { readonly default: number; readonly max: number }> = {
  standings: STANDINGS_ROWS,
  games: GAMES_ROWS,
};

/** The accent as the widget takes it (`#rrggbb`), or null when the widget would refuse it. */
export function validAccent(accent: string): string | null {
  try {
    return lookOf({ accent: accent.trim() }).accent;
  } catch {
    return null;
  }
}

/** Rows clamped to what the widget accepts. */
export const clampRows = (kind: EmbedKind, rows: number): number =>
  Math.min(ROW_LIMITS[kind].max, Math.max(1, Math.round(Number.isFinite(rows) ? rows : ROW_LIMITS[kind].default)));

/** The widget's address. No year: the standings follow the current league year by themselves. */
export function embedUrl(origin: string, choices: EmbedChoices): string {
  const params = new URLSearchParams({ venue: String(choices.venueID) });
  if (choices.kind === 'standings' && choices.period !== 'All') params.set('period', choices.period);
  params.set('rows', String(clampRows(choices.kind, choices.rows)));
  if (choices.theme !== 'light') params.set('theme', choices.theme);
  const accent = validAccent(choices.accent);
  if (accent) params.set('accent', accent.slice(1));
  return `${origin}/embed/${choices.kind}?${params.toString()}`;
}

/** Tall enough for the title, the rows and the link back, without a scroll bar. */
export const frameHeight = (kind: EmbedKind, rows: number): number => 100 + clampRows(kind, rows) * 31;

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML to paste. */
export function iframeSnippet(origin: string, choices: EmbedChoices, venueTitle: string): string {
  const title = choices.kind === 'standings' ? `${venueTitle} standings` : `Next games at ${venueTitle}`;
  return `<iframe src="${attribute(embedUrl(origin, choices))}" title="${attribute(title)}" width="100%" height="${frameHeight(choices.kind, choices.rows)}" style="border:0;max-width:520px" loading="lazy"></iframe>`;
}
