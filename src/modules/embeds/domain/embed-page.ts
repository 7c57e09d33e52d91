import { DateTime } from 'luxon';
import type { EmbedLook } from './embed-options.js';

/**
 * The embeddable widgets' pages (docs/decisions/0108-embeddable-standings-widget.md): one
 * self-contained HTML string each, inline CSS, no script (a venue's site builder may strip
 * scripts, and the table must show anyway), every value from the database or the request
 * escaped. The accent reaches the CSS only as `#rrggbb` (lookOf()). Links go to the
 * league's site (absolute, target=_top, so they leave the frame).
 */

/** Text as HTML text or a double- or single-quoted attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const THEMES = {
  light: { bg: '#ffffff', fg: '#1a1b1e', muted: '#5c636a', line: '#dee2e6', stripe: '#f5f6f7' },
  dark: { bg: '#1a1b1e', fg: '#e9ecef', muted: '#a6a7ab', line: '#373a40', stripe: '#232428' },
} as const;

function style({ theme, accent }: EmbedLook): string {
  const c = THEMES[theme];
  return (
    `:root{color-scheme:${theme}}` +
    `*{box-sizing:border-box}` +
    `body{margin:0;background:${c.bg};color:${c.fg};font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}` +
    `main{border-top:4px solid ${accent};padding:8px 10px}` +
    `h1{font-size:16px;margin:0}` +
    `.sub{margin:0 0 6px;color:${c.muted};font-size:12px}` +
    `table{width:100%;border-collapse:collapse}` +
    `th,td{padding:4px 6px;border-bottom:1px solid ${c.line};text-align:left}` +
    `th{font-size:12px;color:${c.muted};font-weight:600}` +
    `tbody tr:nth-child(even){background:${c.stripe}}` +
    `.n{text-align:right;font-variant-numeric:tabular-nums}` +
    // The accent marks, it never colours text: any colour a venue picks keeps the text readable on either theme.
    `.r{font-weight:700;width:2.5em;box-shadow:inset 3px 0 ${accent}}` +
    `a{color:inherit;text-decoration-color:${accent};text-decoration-thickness:2px;text-underline-offset:2px}` +
    `td a{text-decoration:none}td a:hover{text-decoration:underline;text-decoration-color:${accent}}` +
    `.more{margin:8px 0 0;font-size:12px}` +
    `.empty{color:${c.muted}}` +
    `dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:2px 12px}dt{color:${c.muted}}dd{margin:0;font-weight:600}`
  );
}

export interface EmbedPage {
  readonly title: string;
  readonly subtitle: string;
  /** Already HTML (built from escaped values by the functions below). */
  readonly body: string;
  readonly more: { readonly href: string; readonly text: string };
  readonly look: EmbedLook;
}

export function renderEmbedPage({ title, subtitle, body, more, look }: EmbedPage): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${style(look)}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p class="sub">${escapeHtml(subtitle)}</p>${body}` +
    `<p class="more"><a href="${escapeHtml(more.href)}" target="_top" rel="noopener">${escapeHtml(more.text)}</a></p></main></body></html>`
  );
}

/** A refusal (bad parameter, unknown venue) in the widget's own dress: the frame shows why, not a blank. */
export function renderEmbedError(message: string, siteName: string, siteUrl: string, look: EmbedLook): string {
  return renderEmbedPage({
    title: siteName,
    subtitle: message,
    body: '',
    more: { href: siteUrl, text: `Visit ${siteName}` },
    look,
  });
}

export interface StandingsRow {
  readonly ranked: number;
  readonly playerNumber: number;
  readonly playerName: string;
  readonly totalPoints: number;
  readonly totalGames?: number;
}

const playerLink = (siteUrl: string, playerNumber: number, name: string): string =>
  `<a href="${escapeHtml(`${siteUrl}/players/dashboard/${playerNumber}/0`)}" target="_top" rel="noopener">${escapeHtml(name)}</a>`;

export function standingsTable(rows: readonly StandingsRow[], siteUrl: string): string {
  if (rows.length === 0) return '<p class="empty">No points yet for this period.</p>';
  const body = rows
    .map(
      (row) =>
        `<tr><td class="r">${escapeHtml(row.ranked)}</td><td>${playerLink(siteUrl, row.playerNumber, row.playerName)}</td><td class="n">${escapeHtml(row.totalPoints)}</td><td class="n">${escapeHtml(row.totalGames ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>#</th><th>Player</th><th class="n">Points</th><th class="n">Games</th></tr></thead><tbody>${body}</tbody></table>`;
}

export interface PlayerFacts {
  readonly playerNumber: number;
  readonly playerName: string;
  readonly totalPoints: number;
  readonly ranked: number;
}

export function playerFacts(facts: PlayerFacts): string {
  return (
    `<dl><dt>Player</dt><dd>${escapeHtml(facts.playerName)}</dd><dt>Number</dt><dd>${escapeHtml(facts.playerNumber)}</dd>` +
    `<dt>Points</dt><dd>${escapeHtml(facts.totalPoints)}</dd><dt>Rank</dt><dd>${facts.ranked > 0 ? escapeHtml(facts.ranked) : '–'}</dd></dl>`
  );
}

export interface UpcomingGame {
  readonly gameID: number;
  readonly displayTitle: string;
  readonly gameAt: string;
  readonly venueTimeZone: string;
}

/** "Fri, Nov 27, 7:00 PM" in the venue's zone. */
export const gameTimeText = (gameAt: string, zone: string): string => {
  const time = DateTime.fromISO(gameAt, { zone });
  return time.isValid ? time.toFormat('ccc, LLL d, h:mm a') : '';
};

export function gamesTable(games: readonly UpcomingGame[], siteUrl: string): string {
  if (games.length === 0) return '<p class="empty">No games scheduled yet.</p>';
  const body = games
    .map(
      (game) =>
        `<tr><td>${escapeHtml(gameTimeText(game.gameAt, game.venueTimeZone))}</td><td><a href="${escapeHtml(`${siteUrl}/games/detail/${game.gameID}`)}" target="_top" rel="noopener">${escapeHtml(game.displayTitle)}</a></td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>When</th><th>Game</th></tr></thead><tbody>${body}</tbody></table>`;
}
