import { EventType } from '../../../shared/domain/event-type.js';
import {
  plannedGames,
  scheduleChanges,
  scheduleWindow,
  type ScheduledSeries,
  type ScheduledGame,
} from './game-schedule.js';

const event = (overrides: Partial<ScheduledSeries> = {}): ScheduledSeries => ({
  eventID: 7,
  venueID: 3,
  venueTitle: 'The Tavern',
  timeZone: 'America/Denver',
  hostID: 400010,
  eventType: EventType.Regular,
  eventDay: 3,
  frequency: 1,
  eventTime: '19:00:00',
  startDate: '2027-01-05',
  effectDate: null,
  stopDate: null,
  ...overrides,
});
// Tuesday 2 March 2027, 8:00 PM in Denver: that night's game has started.
const NOW = new Date('2027-03-03T03:00:00Z');

describe('game schedule', () => {
  it('covers eight weeks from today in the venue zone', () => {
    expect(scheduleWindow(NOW, 'America/Denver')).toEqual({ from: '2027-03-02', to: '2027-04-26' });
    // 11:30 PM in Denver is already 3 March in New York.
    const late = new Date('2027-03-03T06:30:00Z');
    expect(scheduleWindow(late, 'America/Denver')).toEqual({ from: '2027-03-02', to: '2027-04-26' });
    expect(scheduleWindow(late, 'America/New_York')).toEqual({ from: '2027-03-03', to: '2027-04-27' });
  });

  it('plans a game per date at the event time in the venue zone, leaving out tonight once it has started', () => {
    const games = plannedGames(event(), NOW);
    expect(games.map((game) => game.occursOn)).toEqual([
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
    ]);
    // Denver moves to daylight time on 14 March: 7:00 PM MST is 02:00Z, MDT 01:00Z.
    expect(games[0]!.gameAt.toISOString()).toBe('2027-03-10T02:00:00.000Z');
    expect(games[1]!.gameAt.toISOString()).toBe('2027-03-17T01:00:00.000Z');
    expect(games[0]).toMatchObject({
      title: 'The Tavern',
      venueID: 3,
      eventID: 7,
      hostID: 400010,
      eventType: 1,
      timeZone: 'America/Denver',
    });
  });

  it('starts at the effective date when it is later than today', () => {
    expect(plannedGames(event({ effectDate: '2027-04-01' }), NOW).map((game) => game.occursOn)).toEqual([
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
    ]);
  });

  describe('changes to games made earlier', () => {
    const scheduled = (occursOn: string, overrides: Partial<ScheduledGame> = {}): ScheduledGame => {
      const planned = plannedGames(event(), NOW).find((game) => game.occursOn === occursOn)!;
      return {
        occursOn,
        gameID: Number(occursOn.replaceAll('-', '')),
        gameAt: planned.gameAt,
        title: planned.title,
        hostID: planned.hostID,
        eventType: planned.eventType,
        untouched: true,
        ...overrides,
      };
    };
    const dates = (changes: ReturnType<typeof scheduleChanges>) => ({
      takeBack: changes.takeBack.map((game) => game.occursOn),
      refresh: changes.refresh.map(({ game, planned }) => `${game.occursOn} ${planned.gameAt.toISOString()}`),
    });

    it('keeps games that still fit the event', () => {
      expect(dates(scheduleChanges(event(), NOW, [scheduled('2027-03-09'), scheduled('2027-03-16')]))).toEqual({
        takeBack: [],
        refresh: [],
      });
    });

    it('takes back untouched games after a new stop date, and brings the others to a new time or host in place', () => {
      const games = [scheduled('2027-03-09'), scheduled('2027-03-16'), scheduled('2027-03-23')];
      expect(dates(scheduleChanges(event({ stopDate: '2027-03-10' }), NOW, games))).toEqual({
        takeBack: ['2027-03-16', '2027-03-23'],
        refresh: [],
      });
      expect(dates(scheduleChanges(event({ eventTime: '19:30:00', stopDate: '2027-03-16' }), NOW, games))).toEqual({
        takeBack: ['2027-03-23'],
        refresh: ['2027-03-09 2027-03-10T02:30:00.000Z', '2027-03-16 2027-03-17T01:30:00.000Z'],
      });
      expect(scheduleChanges(event({ hostID: null }), NOW, games).refresh.map(({ planned }) => planned.hostID)).toEqual(
        [null, null, null],
      );
    });

    it("leaves the manager's games, those before the effective date, and those beyond the window", () => {
      const touched = scheduled('2027-03-16', { untouched: false });
      const beyond = { ...scheduled('2027-04-20'), occursOn: '2027-05-04' };
      expect(dates(scheduleChanges(event({ stopDate: '2027-03-10' }), NOW, [touched, beyond]))).toEqual({
        takeBack: [],
        refresh: [],
      });
      expect(
        dates(
          scheduleChanges(event({ eventTime: '20:00:00', effectDate: '2027-03-20' }), NOW, [
            scheduled('2027-03-16'),
            scheduled('2027-03-23'),
          ]),
        ),
      ).toEqual({
        takeBack: [],
        refresh: ['2027-03-23 2027-03-24T02:00:00.000Z'],
      });
    });
  });
});
