/**
 * The catalog (issue 21): one key per shared read whatever screen asks, one way of
 * writing a player search into the path, and a write's refresh reaching every screen's
 * choice list (a real QueryClient; the browser suite shows it on screen, catalog.e2e-spec.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import {
  seriesListPath,
  HOST_LIST_PATH,
  playerByNumberPath,
  playerSearchPath,
  playerSearchSegment,
  venueListPath,
} from './paths';
import {
  seriesListQueryOptions,
  hostsQueryOptions,
  playerByNumberQueryOptions,
  playerSearchQueryOptions,
  refreshCatalog,
  venuesQueryOptions,
} from './reads';

describe('the catalog’s paths', () => {
  it('asks for venues and events as SPEC §7 writes them', () => {
    expect(venueListPath()).toBe('/v1/venue/list/0');
    expect(venueListPath({ start: '2025-09-11', stop: '2026-06-08' })).toBe('/v1/venue/list/0/2025-09-11/2026-06-08');
    expect(venueListPath({ start: '2026-05-01' })).toBe('/v1/venue/list/0/2026-05-01');
    expect(seriesListPath(0)).toBe('/v1/event/list/0');
    expect(seriesListPath(4)).toBe('/v1/event/list/4');
    expect(seriesListPath(4, '2026-11-27')).toBe('/v1/event/list/4/2026-11-27');
    expect(HOST_LIST_PATH).toBe('/v1/player/list/10');
    expect(playerByNumberPath(9000123)).toBe('/v1/player/list/0/9000123');
  });

  it('sends a number, a pasted link in either form or a scan as the number', () => {
    expect(playerSearchSegment('9000123')).toBe('9000123');
    expect(playerSearchSegment('https://league.example/p/9000123')).toBe('9000123');
    expect(playerSearchSegment('https://league.example/p?n=9000123')).toBe('9000123');
    expect(playerSearchSegment(';9000123\r')).toBe('9000123');
  });

  it('sends a name one way: runs of spaces as one +, the rest URL-encoded, nothing under 2 characters', () => {
    expect(playerSearchSegment('  Anna   Maria ')).toBe('Anna+Maria');
    expect(playerSearchSegment("O'Brien & Co/x")).toBe("O'Brien+%26+Co%2Fx");
    expect(playerSearchSegment('a+b')).toBe('a%2Bb');
    expect(playerSearchSegment('a')).toBeNull();
    expect(playerSearchSegment('   ')).toBeNull();
    expect(playerSearchPath('Anna+Maria')).toBe('/v1/player/list/1/Anna+Maria');
  });
});

describe('the catalog’s keys', () => {
  it('gives one key per read, so every screen shares one cache entry', () => {
    expect(venuesQueryOptions().queryKey).toEqual(catalogKeys.venueList(null));
    expect(seriesListQueryOptions(3).queryKey).toEqual(catalogKeys.seriesList(3, null));
    // Two spellings of one search are one entry.
    expect(playerSearchQueryOptions('Anna  Maria').queryKey).toEqual(playerSearchQueryOptions(' Anna Maria').queryKey);
    expect(playerSearchQueryOptions('https://league.example/p/77').queryKey).toEqual(
      playerSearchQueryOptions('77').queryKey,
    );
  });

  it('asks a venue’s events only with a venue, or for every venue when asked to', () => {
    expect(seriesListQueryOptions(0).enabled).toBe(false);
    expect(seriesListQueryOptions(0, { everyVenue: true }).enabled).toBe(true);
    expect(seriesListQueryOptions(5).enabled).toBe(true);
    expect(playerSearchQueryOptions('a').enabled).toBe(false);
    expect(playerSearchQueryOptions('ann', { enabled: false }).enabled).toBe(false);
    expect(playerByNumberQueryOptions(0).enabled).toBe(false);
    expect(playerByNumberQueryOptions(9000123).enabled).toBe(true);
  });
});

describe('refreshCatalog', () => {
  function seeded() {
    const client = new QueryClient();
    const reads = {
      venues: venuesQueryOptions().queryKey,
      activeVenues: venuesQueryOptions({ start: '2026-01-01', stop: '2026-06-30' }).queryKey,
      events: seriesListQueryOptions(3).queryKey,
      everyEvent: seriesListQueryOptions(0, { everyVenue: true }).queryKey,
      hosts: hostsQueryOptions().queryKey,
      search: playerSearchQueryOptions('Ann').queryKey,
      byNumber: playerByNumberQueryOptions(9000123).queryKey,
      venue: catalogKeys.venue(3),
    };
    for (const key of Object.values(reads)) client.setQueryData(key, { rows: [], total: 0 });
    const stale = () =>
      Object.entries(reads)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort();
    return { client, stale };
  }

  it('marks every venue list stale after a venue write, and nothing else', async () => {
    const { client, stale } = seeded();
    await refreshCatalog(client, 'venues');
    expect(stale()).toEqual(['activeVenues', 'venues']);
  });

  it('marks every event list stale after an event write', async () => {
    const { client, stale } = seeded();
    await refreshCatalog(client, 'series', 'venues');
    expect(stale()).toEqual(['activeVenues', 'events', 'everyEvent', 'venues']);
  });

  it('marks every player search, lookup by number and the host choices stale after a player write', async () => {
    const { client, stale } = seeded();
    await refreshCatalog(client, 'players');
    expect(stale()).toEqual(['byNumber', 'hosts', 'search']);
  });
});
