import { describe, expect, it } from '@jest/globals';
import { EventType } from '@league/shared/domain/event-type.js';
import {
  addressLine,
  calendarColors,
  gameColor,
  gameLabel,
  gamesByDay,
  toCalendarEvents,
  type ScheduleGame,
} from './game-list';

const game = (overrides: Partial<ScheduleGame>): ScheduleGame => ({
  gameID: 1,
  displayTitle: 'The Tavern',
  venueID: 3,
  venueName: 'The Tavern',
  venueTimeZone: 'America/Los_Angeles',
  eventType: EventType.Regular,
  gameAt: '2026-03-11T02:00:00.000Z',
  canceled: false,
  unlisted: false,
  venueAddress: '1 Main St',
  venueCity: 'Tacoma',
  venueState: 'WA',
  venueMapURL: null,
  ...overrides,
});

describe('game rows on the schedule screens', () => {
  it('adds "Unlisted" to the server’s markers', () => {
    expect(gameLabel(game({}))).toBe('The Tavern');
    expect(gameLabel(game({ unlisted: true }))).toBe('The Tavern (Unlisted)');
    expect(gameLabel(game({ displayTitle: 'The Tavern (Canceled, Satellite)', unlisted: true }))).toBe(
      'The Tavern (Canceled, Satellite, Unlisted)',
    );
  });

  it('puts each game on its venue’s date, in time order', () => {
    const late = game({ gameID: 2, gameAt: '2026-03-11T06:30:00.000Z', venueTimeZone: 'America/New_York' });
    const early = game({ gameID: 1, gameAt: '2026-03-11T02:00:00.000Z' });
    const next = game({ gameID: 3, gameAt: '2026-03-11T20:00:00.000Z' });
    const days = gamesByDay([next, late, early]);
    // 02:00 UTC is 7 pm the day before in Seattle; 06:30 UTC is 2:30 am the same day in New York.
    expect([...days.keys()]).toEqual(['2026-03-10', '2026-03-11']);
    expect(days.get('2026-03-10')!.map((row) => row.gameID)).toEqual([1]);
    expect(days.get('2026-03-11')!.map((row) => row.gameID)).toEqual([2, 3]);
  });

  it('draws each game at its venue’s time, linked to its detail, canceled and unlisted ones marked', () => {
    const [regular, canceled] = toCalendarEvents([
      game({ gameID: 5 }),
      game({
        gameID: 6,
        displayTitle: 'The Tavern (Canceled)',
        canceled: true,
        unlisted: true,
        venueTimeZone: 'America/Chicago',
      }),
    ]);
    expect(regular).toMatchObject({
      id: '5',
      title: 'The Tavern',
      start: '2026-03-10T19:00:00',
      url: '/games/detail/5',
      allDay: false,
      classNames: ['league-game'],
    });
    expect(canceled).toMatchObject({
      id: '6',
      title: 'The Tavern (Canceled, Unlisted)',
      start: '2026-03-10T21:00:00',
      classNames: ['league-game', 'league-game-canceled', 'league-game-unlisted'],
    });
  });

  it('colours games by kind, canceled ones grey', () => {
    expect(gameColor(game({}))).toBe('felt');
    expect(gameColor(game({ eventType: EventType.Quarterly }))).toBe('orange');
    expect(gameColor(game({ eventType: EventType.Satellite, canceled: true }))).toBe('gray');
  });

  it('labels games on the month calendar in colours readable at 4.5:1 (issue 19: white on orange was 3.0:1)', () => {
    expect(calendarColors(game({ eventType: EventType.Quarterly }))).toEqual({
      color: 'var(--mantine-color-orange-7)',
      textColor: 'var(--mantine-color-black)',
    });
    expect(calendarColors(game({ eventType: EventType.Tournament }))).toEqual({
      color: 'var(--mantine-color-red-9)',
      textColor: 'var(--mantine-color-white)',
    });
    expect(calendarColors(game({ canceled: true }))).toEqual({
      color: 'var(--mantine-color-gray-7)',
      textColor: 'var(--mantine-color-white)',
    });
    expect(calendarColors(game({}))).toEqual({
      color: 'var(--mantine-color-felt-7)',
      textColor: 'var(--mantine-color-white)',
    });
    expect(toCalendarEvents([game({ eventType: EventType.Quarterly })])[0]).toMatchObject({
      textColor: 'var(--mantine-color-black)',
    });
  });

  it('writes an address on one line, skipping blanks', () => {
    expect(addressLine({ address: '1 Main St', city: 'Tacoma', state: 'WA' })).toBe('1 Main St, Tacoma, WA');
    expect(addressLine({ address: null, city: ' Tacoma ', state: '' })).toBe('Tacoma');
  });
});
