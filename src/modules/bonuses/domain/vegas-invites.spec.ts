import fc from 'fast-check';
import { EventType } from '../../../shared/domain/event-type.js';
import { isWithin } from '../../../shared/domain/period.js';
import { UserType } from '../../../shared/domain/user-type.js';
import {
  bonusInvites,
  hostingInvites,
  inviteTotals,
  inviteYearOf,
  inviteYearRange,
  monthlyInvites,
  vegasInviteAwards,
  type HostedGame,
  type InvitePointRecord,
} from './vegas-invites.js';

// League zone: America/Los_Angeles. May 31 23:30 PDT is June 1 06:30 UTC.
const LAST_MINUTES_OF_MAY_31 = new Date('2025-06-01T06:30:00Z');
const FIRST_MINUTES_OF_JUNE_1 = new Date('2025-06-01T07:30:00Z');
const afterTheYear = new Date('2025-08-01T00:00:00Z');

let nextGameID = 1;
const record = (
  playerID: number,
  points: number,
  eventAt: string | Date,
  more: Partial<InvitePointRecord> = {},
): InvitePointRecord => ({
  playerID,
  userType: UserType.Player,
  gameID: nextGameID++,
  venueID: 1,
  eventType: EventType.Regular,
  eventAt: new Date(eventAt),
  points,
  bonusType: 0,
  bonuses: 0,
  ...more,
});
const winners = (awards: { playerID: number; venueID?: number }[]) => awards.map((a) => [a.venueID, a.playerID]);

describe('invite year', () => {
  it('runs from June 1 of the year before to May 31 in the league zone', () => {
    const { start, stop } = inviteYearRange(2025);
    expect([start.toISOString(), stop.toISOString()]).toEqual(['2024-06-01T07:00:00.000Z', '2025-06-01T07:00:00.000Z']);
  });
  it('puts May 31 in the year ending and June 1 in the next', () => {
    expect(inviteYearOf(LAST_MINUTES_OF_MAY_31)).toBe(2025);
    expect(inviteYearOf(FIRST_MINUTES_OF_JUNE_1)).toBe(2026);
  });
  it('puts every instant in exactly one invite year', () =>
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2004-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const year = inviteYearOf(instant);
          expect(isWithin(instant, inviteYearRange(year))).toBe(true);
          expect(isWithin(instant, inviteYearRange(year - 1))).toBe(false);
          expect(isWithin(instant, inviteYearRange(year + 1))).toBe(false);
        },
      ),
    ));
});

describe('monthlyInvites', () => {
  it('gives 1 to the top point earner per venue per month', () => {
    const records = [
      record(11, 20, '2025-01-10T04:00:00Z'),
      record(11, 16, '2025-01-17T04:00:00Z'),
      record(12, 30, '2025-01-24T04:00:00Z'),
      record(13, 40, '2025-01-24T04:00:00Z', { venueID: 2 }),
      record(12, 20, '2025-02-07T04:00:00Z'),
    ];
    const awards = monthlyInvites(records, 2025, afterTheYear);
    expect(winners(awards)).toEqual([
      [1, 11],
      [2, 13],
      [1, 12],
    ]);
    expect(awards[0].at.toISOString()).toBe('2025-01-01T08:00:00.000Z');
  });
  it('gives 1 to each player tied at the top', () =>
    expect(
      winners(
        monthlyInvites(
          [record(11, 20, '2025-01-10T04:00:00Z'), record(12, 20, '2025-01-17T04:00:00Z')],
          2025,
          afterTheYear,
        ),
      ),
    ).toEqual([
      [1, 11],
      [1, 12],
    ]));
  it('passes over players of host level and above', () => {
    const records = [
      record(20, 50, '2025-01-10T04:00:00Z', { userType: UserType.Host }),
      record(21, 45, '2025-01-10T04:00:00Z', { userType: UserType.Assistant }),
      record(11, 16, '2025-01-10T04:00:00Z'),
      record(12, 14, '2025-01-10T04:00:00Z'),
    ];
    expect(winners(monthlyInvites(records, 2025, afterTheYear))).toEqual([[1, 11]]);
  });
  it('gives none for a month without points', () =>
    expect(monthlyInvites([record(11, 0, '2025-01-10T04:00:00Z')], 2025, afterTheYear)).toEqual([]));
  it('waits for the month to end', () => {
    const records = [record(11, 20, '2025-01-10T04:00:00Z')];
    expect(monthlyInvites(records, 2025, new Date('2025-02-01T07:59:59Z'))).toEqual([]);
    expect(monthlyInvites(records, 2025, new Date('2025-02-01T08:00:00Z'))).toHaveLength(1);
  });
  it('counts May 31 in the invite year ending and June 1 in the next', () => {
    const records = [record(11, 20, LAST_MINUTES_OF_MAY_31), record(12, 20, FIRST_MINUTES_OF_JUNE_1)];
    expect(winners(monthlyInvites(records, 2025, afterTheYear))).toEqual([[1, 11]]);
    expect(winners(monthlyInvites(records, 2026, afterTheYear))).toEqual([[1, 12]]);
  });
});

describe('bonusInvites', () => {
  it('takes quarterly invites from Quarterly games and the trophy from the national championship', () => {
    const records = [
      record(11, 20, '2025-02-15T19:00:00Z', { eventType: EventType.Quarterly, bonusType: 1, bonuses: 3 }),
      record(12, 16, '2025-02-15T19:00:00Z', { eventType: EventType.Quarterly, bonusType: 1, bonuses: 2 }),
      record(13, 0, '2025-02-15T19:00:00Z', { eventType: EventType.Quarterly }),
      record(14, 0, '2024-06-20T03:00:00Z', { eventType: EventType.Tournament, bonusType: 1, bonuses: 1 }),
      record(15, 0, '2024-06-20T03:00:00Z', { eventType: EventType.Tournament }),
    ];
    expect(bonusInvites(records, 2025).map((a) => [a.playerID, a.kind, a.invites])).toEqual([
      [11, 'quarterly', 3],
      [12, 'quarterly', 2],
      [14, 'annual', 1],
    ]);
  });
  it('keeps to the invite year, May 31 in and June 1 out', () => {
    const bonus = { eventType: EventType.Quarterly, bonusType: 1, bonuses: 1 };
    const records = [record(11, 0, LAST_MINUTES_OF_MAY_31, bonus), record(12, 0, FIRST_MINUTES_OF_JUNE_1, bonus)];
    expect(bonusInvites(records, 2025).map((a) => a.playerID)).toEqual([11]);
  });
});

describe('hostingInvites', () => {
  const hosted = (hostID: number, gameAt: string | Date, more: Partial<HostedGame> = {}): HostedGame => ({
    gameID: nextGameID++,
    hostID,
    gameAt: new Date(gameAt),
    canceled: false,
    totalPlayers: 12,
    ...more,
  });
  it('gives 1 per 3-month block hosted, 4 at most', () => {
    const games = [
      hosted(20, '2024-06-05T03:00:00Z'),
      hosted(20, '2024-07-05T03:00:00Z'),
      hosted(20, '2024-08-30T03:00:00Z'),
      hosted(20, '2024-10-05T03:00:00Z'),
      hosted(20, '2025-01-05T04:00:00Z'),
      hosted(20, LAST_MINUTES_OF_MAY_31),
      hosted(20, FIRST_MINUTES_OF_JUNE_1),
    ];
    const awards = hostingInvites(games, 2025, afterTheYear);
    expect(awards.map((a) => a.at.toISOString())).toEqual([
      '2024-06-01T07:00:00.000Z',
      '2024-09-01T07:00:00.000Z',
      '2024-12-01T08:00:00.000Z',
      '2025-03-01T08:00:00.000Z',
    ]);
  });
  it('counts hosts separately', () =>
    expect(
      hostingInvites([hosted(20, '2024-06-05T03:00:00Z'), hosted(21, '2024-06-06T03:00:00Z')], 2025, afterTheYear).map(
        (a) => a.playerID,
      ),
    ).toEqual([20, 21]));
  it('ignores canceled, empty, unhosted and future games', () => {
    const games = [
      hosted(20, '2024-06-05T03:00:00Z', { canceled: true }),
      hosted(20, '2024-09-05T03:00:00Z', { totalPlayers: 0 }),
      { ...hosted(20, '2024-12-05T03:00:00Z'), hostID: null },
      hosted(20, '2025-03-05T03:00:00Z'),
    ];
    expect(hostingInvites(games, 2025, new Date('2025-03-01T00:00:00Z'))).toEqual([]);
  });
});

describe('Vegas Invites totals', () => {
  it('sums each player into Monthly, Quarterly, Annual, Hosting and Total, most first', () => {
    const records = [
      record(11, 20, '2025-01-10T04:00:00Z'),
      record(11, 20, '2025-02-15T19:00:00Z', { eventType: EventType.Quarterly, bonusType: 1, bonuses: 3 }),
      record(12, 0, '2024-06-20T03:00:00Z', { eventType: EventType.Tournament, bonusType: 1, bonuses: 1 }),
    ];
    const hostedGames: HostedGame[] = [
      { gameID: 99, hostID: 20, gameAt: new Date('2024-09-05T03:00:00Z'), canceled: false, totalPlayers: 9 },
    ];
    const awards = vegasInviteAwards({ records, hostedGames, inviteYear: 2025, now: afterTheYear });
    // The quarterly game's 20 points also make player 11 February's top earner at its venue.
    expect(awards.map((a) => [a.playerID, a.kind])).toEqual([
      [12, 'annual'],
      [20, 'hosting'],
      [11, 'monthly'],
      [11, 'monthly'],
      [11, 'quarterly'],
    ]);
    expect(inviteTotals(awards)).toEqual([
      { playerID: 11, monthlyBonus: 2, quarterlyBonus: 3, annualBonus: 0, hostingBonus: 0, totalBonus: 5 },
      { playerID: 12, monthlyBonus: 0, quarterlyBonus: 0, annualBonus: 1, hostingBonus: 0, totalBonus: 1 },
      { playerID: 20, monthlyBonus: 0, quarterlyBonus: 0, annualBonus: 0, hostingBonus: 1, totalBonus: 1 },
    ]);
  });
});
