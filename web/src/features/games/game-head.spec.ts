import { describe, expect, it } from '@jest/globals';
import type { GameRow } from '@league/modules/games/domain/game-row.js';
import { gameDescription, gameEvent, gameHead, gameHeadName } from './game-head';

// Fri Dec 4 2026, 7:00 PM in Seattle.
const friday: GameRow = {
  gameID: 12,
  title: 'Friday Regular',
  displayTitle: 'Friday Regular',
  venueID: 3,
  venueName: 'The Lucky Otter',
  venueAddress: '12 Main St',
  venueCity: 'Seattle',
  venueState: 'WA',
  venueMapURL: null,
  venueTimeZone: 'America/Los_Angeles',
  eventID: 4,
  eventName: 'Friday Regular',
  hostID: 9,
  hostName: 'Ann Host',
  hostNumber: 1234,
  eventType: 1,
  doublePoints: false,
  gameAt: '2026-12-05T03:00:00.000Z',
  originalAt: '2026-12-05T03:00:00.000Z',
  totalPlayers: 0,
  totalRecords: 0,
  earningsEstimated: 0,
  earningsActual: 0,
  notice: null,
  canceled: false,
  unlisted: false,
  endedAt: null,
};

describe('a game’s head (issue 31)', () => {
  it('names the game, its venue and its date in the venue’s zone', () => {
    expect(gameHeadName(friday)).toBe('Friday Regular at The Lucky Otter, Dec 4');
    expect(gameHead(friday).title).toBe('Friday Regular at The Lucky Otter, Dec 4 · Free Poker League');
    expect(gameHead(friday).path).toBe('/games/detail/12');
  });

  it('adds the weekday when the title does not say it, and the venue only once', () => {
    const venueTitled = { ...friday, title: '', displayTitle: 'The Lucky Otter (Satellite)' };
    expect(gameHeadName(venueTitled)).toBe('The Lucky Otter (Satellite), Friday, Dec 4');
    expect(gameHeadName({ ...friday, title: 'Otter Night', displayTitle: 'Otter Night' })).toBe(
      'Otter Night at The Lucky Otter, Friday, Dec 4',
    );
  });

  it('describes the venue, date, time and address', () => {
    expect(gameDescription(friday)).toBe(
      'Friday Regular at The Lucky Otter on Friday, December 4, 2026 at 7:00 PM PST, 12 Main St, Seattle, WA. Free to play, no buy-in.',
    );
    expect(gameDescription({ ...friday, canceled: true })).toMatch(/^Canceled: Friday Regular/);
    expect(gameDescription({ ...friday, endedAt: '2026-12-05T07:00:00.000Z', totalPlayers: 16 })).toMatch(
      /WA\. 16 players\.$/,
    );
  });

  it('is a schema.org Event with its start (venue offset), place, organizer and free entry', () => {
    expect(gameEvent(friday, 'https://league.example', 'Free Poker League')).toEqual({
      '@type': 'Event',
      name: 'Friday Regular at The Lucky Otter',
      description: gameDescription(friday),
      url: 'https://league.example/games/detail/12',
      startDate: '2026-12-04T19:00:00-08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'The Lucky Otter',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Main St',
          addressLocality: 'Seattle',
          addressRegion: 'WA',
        },
      },
      organizer: {
        '@type': 'Organization',
        name: 'Free Poker League',
        url: 'https://league.example/',
        logo: 'https://league.example/icons/app-512.png',
      },
      isAccessibleForFree: true,
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://league.example/games/detail/12',
      },
    });
  });

  it('says when a game is canceled or moved', () => {
    expect(gameEvent({ ...friday, canceled: true })).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
    });
    expect(gameEvent({ ...friday, originalAt: '2026-12-04T03:00:00.000Z' })).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2026-12-03T19:00:00-08:00',
    });
  });

  it('keeps unlisted games out of search engines', () => {
    expect(gameHead({ ...friday, unlisted: true }).noindex).toBe(true);
    expect(gameHead(friday).noindex).toBeUndefined();
  });
});
