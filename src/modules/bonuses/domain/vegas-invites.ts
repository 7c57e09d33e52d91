import { EventType } from '../../../shared/domain/event-type.js';
import { isWithin, LEAGUE_TIME_ZONE, type InstantRange } from '../../../shared/domain/period.js';
import { monthOf, periodRange, toZone, zonedRange } from '../../../shared/domain/zoned-period.js';
import { hasHostLevel } from '../../../shared/domain/user-type.js';

/**
 * Vegas Invites (product §9.5).
 * Invite year Y runs from June 1 of Y-1 to May 31 of Y in the league's time
 * zone, for Vegas week in June of Y. Instants are `Date`; "now" is an argument.
 */
export const INVITE_YEAR_FIRST_MONTH = 6;
const MONTHS_PER_HOSTING_BLOCK = 3;
/** BonusType 1 on a point record: its bonuses are Vegas Invites. */
export const VEGAS_INVITES_BONUS_TYPE = 1;

export function inviteYearOf(instant: Date, zone: string = LEAGUE_TIME_ZONE): number {
  const local = toZone(instant, zone);
  return local.month >= INVITE_YEAR_FIRST_MONTH ? local.year + 1 : local.year;
}

/** [June 1 of Y-1, June 1 of Y) */
export const inviteYearRange = (inviteYear: number, zone: string = LEAGUE_TIME_ZONE): InstantRange =>
  zonedRange(inviteYear - 1, INVITE_YEAR_FIRST_MONTH, 12, zone);

export type InviteKind = 'monthly' | 'quarterly' | 'annual' | 'hosting';

/** One line of a player's invites: what earned it, when, and how many. */
export interface InviteAward {
  readonly playerID: number;
  readonly kind: InviteKind;
  readonly invites: number;
  /** the game's time, or the start of the month or hosting block */
  readonly at: Date;
  readonly venueID?: number;
  readonly gameID?: number;
}

export interface InvitePointRecord {
  readonly playerID: number;
  /** the player's account level: host level and above are passed over for monthly invites */
  readonly userType: number;
  readonly gameID: number;
  readonly venueID: number;
  readonly eventType: number;
  readonly eventAt: Date;
  readonly points: number;
  readonly bonusType: number;
  readonly bonuses: number;
}

export interface HostedGame {
  readonly gameID: number;
  readonly hostID: number | null;
  readonly gameAt: Date;
  readonly canceled: boolean;
  readonly totalPlayers: number;
}

/**
 * Monthly: for each venue and each month of the invite year that has ended
 * by `now`, the player with the most points there gets 1 invite. Players of
 * host level and above are passed over (the next player gets it); everyone
 * tied at the top gets 1; nobody gets one for a month without points.
 */
export function monthlyInvites(
  records: readonly InvitePointRecord[],
  inviteYear: number,
  now: Date,
  zone: string = LEAGUE_TIME_ZONE,
): InviteAward[] {
  const year = inviteYearRange(inviteYear, zone);
  const standings = new Map<string, { venueID: number; month: InstantRange; points: Map<number, number> }>();
  for (const record of records) {
    if (hasHostLevel(record.userType) || !isWithin(record.eventAt, year)) continue;
    const month = periodRange(monthOf(record.eventAt, zone), zone);
    if (month.stop.getTime() > now.getTime()) continue;
    const key = `${record.venueID}@${month.start.getTime()}`;
    const standing = standings.get(key) ?? { venueID: record.venueID, month, points: new Map<number, number>() };
    standing.points.set(record.playerID, (standing.points.get(record.playerID) ?? 0) + record.points);
    standings.set(key, standing);
  }
  return [...standings.values()].flatMap(({ venueID, month, points }) => {
    const top = Math.max(...points.values());
    if (top <= 0) return [];
    return [...points]
      .filter(([, total]) => total === top)
      .map(([playerID]) => ({ playerID, kind: 'monthly' as const, invites: 1, at: month.start, venueID }));
  });
}

/**
 * Quarterly and annual invites come from the bonuses recorded when a game
 * ended: a Tournament (the national championship) puts its winner on the
 * trophy (annual), a Quarterly game gives its final table 3, 2, 1 (quarterly).
 */
export function bonusInvites(
  records: readonly InvitePointRecord[],
  inviteYear: number,
  zone: string = LEAGUE_TIME_ZONE,
): InviteAward[] {
  const year = inviteYearRange(inviteYear, zone);
  return records
    .filter((r) => r.bonusType === VEGAS_INVITES_BONUS_TYPE && r.bonuses > 0 && isWithin(r.eventAt, year))
    .map((r) => ({
      playerID: r.playerID,
      kind: r.eventType === EventType.Tournament ? ('annual' as const) : ('quarterly' as const),
      invites: r.bonuses,
      at: r.eventAt,
      venueID: r.venueID,
      gameID: r.gameID,
    }));
}

/**
 * Hosting: 1 invite for each 3-month block of the invite year (Jun-Aug,
 * Sep-Nov, Dec-Feb, Mar-May) in which the host hosted a game, so 4 at most.
 * A game counts once it has taken place (by `now`), was not canceled and had players.
 */
export function hostingInvites(
  games: readonly HostedGame[],
  inviteYear: number,
  now: Date,
  zone: string = LEAGUE_TIME_ZONE,
): InviteAward[] {
  const blocks = [0, 1, 2, 3].map((i) =>
    zonedRange(inviteYear - 1, INVITE_YEAR_FIRST_MONTH + i * MONTHS_PER_HOSTING_BLOCK, MONTHS_PER_HOSTING_BLOCK, zone),
  );
  const hosted = new Map<string, InviteAward>();
  for (const game of games) {
    if (game.hostID === null || game.canceled || game.totalPlayers <= 0 || game.gameAt.getTime() > now.getTime())
      continue;
    const block = blocks.find((b) => isWithin(game.gameAt, b));
    if (!block) continue;
    const key = `${game.hostID}@${block.start.getTime()}`;
    if (!hosted.has(key)) hosted.set(key, { playerID: game.hostID, kind: 'hosting', invites: 1, at: block.start });
  }
  return [...hosted.values()];
}

/** Every award of an invite year, oldest first. */
export function vegasInviteAwards(
  input: { records: readonly InvitePointRecord[]; hostedGames: readonly HostedGame[]; inviteYear: number; now: Date },
  zone: string = LEAGUE_TIME_ZONE,
): InviteAward[] {
  const { records, hostedGames, inviteYear, now } = input;
  return [
    ...monthlyInvites(records, inviteYear, now, zone),
    ...bonusInvites(records, inviteYear, zone),
    ...hostingInvites(hostedGames, inviteYear, now, zone),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.playerID - b.playerID);
}

export interface InviteTotals {
  readonly playerID: number;
  readonly monthlyBonus: number;
  readonly quarterlyBonus: number;
  readonly annualBonus: number;
  readonly hostingBonus: number;
  readonly totalBonus: number;
}

const BONUS_COLUMN = {
  monthly: 'monthlyBonus',
  quarterly: 'quarterlyBonus',
  annual: 'annualBonus',
  hosting: 'hostingBonus',
} as const satisfies Record<InviteKind, keyof InviteTotals>;

/** The Vegas Invites screen's list: one row per player, most invites first. */
export function inviteTotals(awards: readonly InviteAward[]): InviteTotals[] {
  const rows = new Map<number, { -readonly [K in keyof InviteTotals]: number }>();
  for (const award of awards) {
    const row = rows.get(award.playerID) ?? {
      playerID: award.playerID,
      monthlyBonus: 0,
      quarterlyBonus: 0,
      annualBonus: 0,
      hostingBonus: 0,
      totalBonus: 0,
    };
    row[BONUS_COLUMN[award.kind]] += award.invites;
    row.totalBonus += award.invites;
    rows.set(award.playerID, row);
  }
  return [...rows.values()].sort((a, b) => b.totalBonus - a.totalBonus || a.playerID - b.playerID);
}
