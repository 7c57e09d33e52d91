import { describe, expect, it } from '@jest/globals';
import type { GameRow } from '@league/modules/games/domain/game-row.js';
import { EventType } from '@league/shared/domain/event-type.js';
import { firstFailure } from '@/components/ui/field-form';
import {
  dollars,
  seriesOptions,
  fromSeries,
  GAME_FORM_FIELDS,
  gameAtOfPicker,
  gameFormValues,
  gameInput,
  gameTypeOptions,
  hostOptions,
  keepWallTime,
  newGameAt,
  pickerValue,
  venueOptions,
  zoneLabel,
  zoneOfVenue,
} from './game-form-values';

const NOW = new Date('2026-03-11T02:00:42.000Z');

const saved: GameRow = {
  gameID: 42,
  title: '',
  displayTitle: 'The Tavern (Double Points)',
  venueID: 3,
  venueName: 'The Tavern',
  venueAddress: '1 Main St',
  venueCity: 'Kent',
  venueState: 'WA',
  venueMapURL: null,
  venueTimeZone: 'America/Los_Angeles',
  eventID: 7,
  eventName: 'The Tavern - Tuesdays 7:00 PM',
  hostID: 400010,
  hostName: 'Hank Host',
  hostNumber: 9000010,
  eventType: EventType.Regular,
  doublePoints: true,
  gameAt: '2026-03-11T02:30:00.000Z',
  originalAt: '2026-03-11T02:30:00.000Z',
  totalPlayers: 12,
  totalRecords: 12,
  earningsEstimated: 35,
  earningsActual: 40,
  earningsNote: 'paid in cash',
  notice: null,
  canceled: false,
  unlisted: false,
  endedAt: null,
};

describe('the game form’s values', () => {
  it('start a new game on the table’s defaults, 30 minutes from now', () => {
    const values = gameFormValues(null, NOW);
    expect(values).toMatchObject({
      title: '',
      venueID: null,
      eventID: null,
      hostID: null,
      eventType: EventType.Regular,
      totalPlayers: 0,
      canceled: false,
      doublePoints: false,
      unlisted: false,
    });
    expect(values.gameAt).toBe('2026-03-11T02:30:00.000Z');
    expect(newGameAt(NOW)).toBe('2026-03-11T02:30:00.000Z');
  });

  it('hold a saved game’s fields, those the form does not show included (they go back as they came)', () => {
    expect(gameFormValues(saved, NOW)).toMatchObject({
      venueID: 3,
      eventID: 7,
      hostID: 400010,
      doublePoints: true,
      earningsActual: 40,
      earningsNote: 'paid in cash',
      gameAt: saved.gameAt,
    });
  });

  it('send the game without what the server computes', () => {
    const body = gameInput(42, { ...gameFormValues(saved, NOW), title: '  The Back Room  ', notice: '  ' });
    expect(body).toMatchObject({ gameID: 42, title: 'The Back Room', notice: null, venueID: 3, gameAt: saved.gameAt });
    for (const computed of ['earningsEstimated', 'originalAt', 'totalRecords', 'endedAt', 'displayTitle'])
      expect(body).not.toHaveProperty(computed);
  });

  it('refuse a title with a marker word before the round trip, under the title', () => {
    expect(
      firstFailure(GAME_FORM_FIELDS, { ...gameFormValues(null, NOW), venueID: 3, title: 'Friday Double Points' }),
    ).toEqual({
      field: 'title',
      message: 'The title may not include "Double Points"',
    });
  });

  it('refuse more than 999 players', () => {
    expect(firstFailure(GAME_FORM_FIELDS, { ...gameFormValues(null, NOW), totalPlayers: 1000 })?.field).toBe(
      'totalPlayers',
    );
  });
});

describe('the game time in the venue’s zone', () => {
  it('shows the instant as the venue’s wall time, and takes it back', () => {
    expect(pickerValue(saved.gameAt, 'America/Los_Angeles')).toBe('2026-03-10 19:30:00');
    expect(gameAtOfPicker('2026-03-10 20:00:00', 'America/Los_Angeles')).toBe('2026-03-11T03:00:00.000Z');
    expect(gameAtOfPicker(null, 'America/Los_Angeles')).toBe('');
  });

  it('keeps 7:30 pm when the game moves to a venue in another zone', () => {
    expect(keepWallTime(saved.gameAt, 'America/Los_Angeles', 'America/New_York')).toBe('2026-03-10T23:30:00.000Z');
    expect(keepWallTime(saved.gameAt, 'America/Los_Angeles', 'America/Los_Angeles')).toBe(saved.gameAt);
  });

  it('names the zone the way venues do', () => {
    expect(zoneLabel('America/Los_Angeles')).toBe('Pacific');
    expect(zoneLabel('Pacific/Honolulu')).toBe('Hawaii');
    expect(zoneLabel('Europe/Paris')).toBe('Europe/Paris');
    expect(zoneOfVenue([{ venueID: 3, title: 'The Tavern', timeZone: 'America/Denver' }], 3)).toBe('America/Denver');
    expect(zoneOfVenue([], null)).toBe('America/Los_Angeles');
  });
});

describe('the choices', () => {
  it('offer Regular, Satellite and Quarterly, and show another saved type read-only (product §3.3)', () => {
    expect(gameTypeOptions(null)?.map((option) => option.label)).toEqual(['Regular', 'Satellite', 'Quarterly']);
    expect(gameTypeOptions({ ...saved, eventType: EventType.Quarterly })).toHaveLength(3);
    expect(gameTypeOptions({ ...saved, eventType: EventType.Tournament })).toBeNull();
  });

  it('keep a saved venue, event and host that the lists no longer carry', () => {
    expect(venueOptions([], saved).at(-1)).toEqual({ value: '3', label: 'The Tavern' });
    expect(seriesOptions([], saved, 3).at(-1)).toEqual({ value: '7', label: 'The Tavern - Tuesdays 7:00 PM' });
    expect(seriesOptions([], saved, 4)).toEqual([{ value: '', label: 'No Event' }]);
    expect(hostOptions([], saved)).toEqual([
      { value: '', label: 'No Host' },
      { value: '400010', label: 'Hank Host' },
    ]);
  });

  it('take the event’s host and type when an event is picked', () => {
    const values = gameFormValues(null, NOW);
    const event = { eventID: 8, title: 'Sat', venueID: 3, hostID: 400011, eventType: EventType.Satellite };
    expect(fromSeries(values, event, false)).toEqual({ eventID: 8, hostID: 400011, eventType: EventType.Satellite });
    expect(fromSeries(values, event, true)).toEqual({ eventID: 8, hostID: 400011 });
    expect(fromSeries(values, { ...event, eventType: EventType.Tournament, hostID: null }, false)).toEqual({
      eventID: 8,
    });
    expect(fromSeries(values, undefined, false)).toEqual({ eventID: null });
  });

  it('write money in dollars', () => {
    expect(dollars(35)).toBe('$35');
    expect(dollars(35.5)).toBe('$35.50');
    expect(dollars(undefined)).toBe('');
  });
});
