/**
 * Game Detail's head (issue 31): the title a shared link shows ("Friday Regular at The
 * Lucky Otter, Dec 4 · Free Poker League"), a description with the venue, date and time,
 * and the game as a schema.org Event. Every date in the venue's zone; public fields only.
 */
import { gameLabel } from '@league/modules/games/domain/game-title.js';
import { href } from '@/config/paths';
import { SITE_NAME, SITE_URL, pageTitle } from '@/config/site';
import { formatGameTime, gameStartIso } from '@/lib/game-time';
import { absoluteUrl, leagueOrganization, type PageHead } from '@/lib/page-head';
import type { GameRow } from './api/games';

type HeadGame = Pick<
  GameRow,
  | 'gameID'
  | 'title'
  | 'displayTitle'
  | 'unlisted'
  | 'venueID'
  | 'venueName'
  | 'venueAddress'
  | 'venueCity'
  | 'venueState'
  | 'venueTimeZone'
  | 'gameAt'
  | 'originalAt'
  | 'canceled'
  | 'endedAt'
  | 'totalPlayers'
>;

const contains = (text: string, part: string): boolean =>
  part !== '' && text.toLowerCase().includes(part.toLowerCase());

/** "Friday Regular at The Lucky Otter" (a game titled after its venue is just the venue's name, with its markers). */
export function gameWhatAndWhere(game: HeadGame): string {
  const label = gameLabel(game);
  const venue = game.venueName.trim();
  return game.title.trim() !== '' && venue !== '' && !contains(label, venue) ? `${label} at ${venue}` : label;
}

/** "Friday Regular at The Lucky Otter, Dec 4"; the weekday is added when the title does not say it ("The Lucky Otter, Friday, Dec 4"). */
export function gameHeadName(game: HeadGame): string {
  const what = gameWhatAndWhere(game);
  const zone = game.venueTimeZone;
  const day = formatGameTime(game.gameAt, zone, 'monthDay');
  if (!day) return what;
  const weekday = formatGameTime(game.gameAt, zone, 'weekday');
  return contains(what, weekday) ? `${what}, ${day}` : `${what}, ${weekday}, ${day}`;
}

/** The venue's address in one line: street, city, state. */
export const gameAddress = (game: Pick<GameRow, 'venueAddress' | 'venueCity' | 'venueState'>): string =>
  [game.venueAddress, [game.venueCity, game.venueState].filter(Boolean).join(', ')].filter(Boolean).join(', ');

/** "Friday Regular at The Lucky Otter on Friday, December 4, 2026 at 7:00 PM PST, 12 Main St, Seattle, WA. Free to play, no buy-in." */
export function gameDescription(game: HeadGame): string {
  const zone = game.venueTimeZone;
  const when = `${formatGameTime(game.gameAt, zone, 'longDay')} at ${formatGameTime(game.gameAt, zone, 'clockWithZone')}`;
  const address = gameAddress(game);
  const sentence = `${gameWhatAndWhere(game)} on ${when}${address ? `, ${address}` : ''}.`;
  if (game.canceled) return `Canceled: ${sentence}`;
  if (game.endedAt !== null && game.totalPlayers > 0)
    return `${sentence} ${game.totalPlayers} ${game.totalPlayers === 1 ? 'player' : 'players'}.`;
  return `${sentence} Free to play, no buy-in.`;
}

const SCHEMA = 'https://schema.org/';

/** The game as a schema.org Event: its start with the venue's offset, its place, the league as organizer. */
export function gameEvent(game: HeadGame, siteUrl: string = SITE_URL, siteName: string = SITE_NAME): object {
  const zone = game.venueTimeZone;
  const url = absoluteUrl(siteUrl, href('gameDetail', { gameID: game.gameID }));
  const moved = game.originalAt !== null && Date.parse(game.originalAt) !== Date.parse(game.gameAt);
  const status = game.canceled ? 'EventCancelled' : moved ? 'EventRescheduled' : 'EventScheduled';
  const address = {
    '@type': 'PostalAddress',
    ...(game.venueAddress ? { streetAddress: game.venueAddress } : {}),
    ...(game.venueCity ? { addressLocality: game.venueCity } : {}),
    ...(game.venueState ? { addressRegion: game.venueState } : {}),
  };
  // A game without a venue is played online (the league's own games site).
  const online = game.venueID === null;
  return {
    '@type': 'Event',
    name: gameWhatAndWhere(game),
    description: gameDescription(game),
    url,
    startDate: gameStartIso(game.gameAt, zone),
    ...(moved && game.originalAt ? { previousStartDate: gameStartIso(game.originalAt, zone) } : {}),
    eventStatus: `${SCHEMA}${status}`,
    eventAttendanceMode: `${SCHEMA}${online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: online ? { '@type': 'VirtualLocation', url } : { '@type': 'Place', name: game.venueName, address },
    organizer: leagueOrganization({ siteUrl, siteName }),
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: `${SCHEMA}InStock`, url },
  };
}

/** Game Detail's whole head; an unlisted (practice) game is not for search engines. */
export function gameHead(game: HeadGame): PageHead {
  return {
    title: pageTitle(gameHeadName(game)),
    description: gameDescription(game),
    path: href('gameDetail', { gameID: game.gameID }),
    jsonLd: [gameEvent(game)],
    ...(game.unlisted ? { noindex: true } : {}),
  };
}
