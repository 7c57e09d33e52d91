/**
 * The player card's fixed facts (product §2 "Player card and card request", §9) and the
 * address its QR code holds. Pure: the drawing and the screens share them, a spec checks them.
 */
import { playerByNumberPath } from '@/catalog';
import { readPath } from '@/lib/api-reads';

/** Product §9: the card is 1016 x 640, landscape; shown at half size at 960 px and below. */
export const CARD_WIDTH = 1016;
export const CARD_HEIGHT = 640;
/** Product §9: the QR code is redrawn 500 ms after what it shows stops changing. */
export const CARD_QR_REDRAW_DELAY_MS = 500;

/** With no number the card is a sample (product §2). */
export const SAMPLE_NAME = 'Your Name Here';
export const SAMPLE_NUMBER = 9999999;

export const PLEASE_WAIT = 'Please Wait...';
export const UNKNOWN_PLAYER = 'Unknown Player';

/** Product §9: numbers 400000-999999 are player ids and use the by-id lookup. */
export const PLAYER_ID_MIN = 400000;
export const PLAYER_ID_MAX = 999999;

export type CardDesign = 'v3' | 'v2';
/** SPEC's "version 3" and "version 2" designs, headed in a player's words (issue 30); `design` keeps the old names for the file names. */
export const CARD_DESIGNS: readonly { readonly design: CardDesign; readonly label: string; readonly hint: string }[] = [
  {
    design: 'v3',
    label: 'Wide card (pre-printed)',
    hint: 'The pre-printed wide style: the league band across the top, the player below.',
  },
  { design: 'v2', label: 'Plain card', hint: 'Black on white, for any printer.' },
];

/** The number in the route: a positive whole number, else null (no number: the sample card). */
export function cardNumberOf(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,9}$/.test(segment.trim())) return null;
  const number = Number(segment.trim());
  return number > 0 ? number : null;
}

/** The lookup the card page asks (product §7): by id for 400000-999999, else by number. */
export const cardLookupPath = (number: number) =>
  number >= PLAYER_ID_MIN && number <= PLAYER_ID_MAX
    ? readPath('/v1/player/id/{playerID}', { playerID: number })
    : playerByNumberPath(number);

/** What the QR code encodes (product §2): `{site}/p/{number}`; the site is where the page is served from. */
export const cardLink = (site: string, number: number): string => `${site.replace(/\/+$/, '')}/p/${number}`;

/** The downloaded file's name. */
export const cardFileName = (number: number, design: CardDesign): string => `player-card-${number}-${design}.png`;
