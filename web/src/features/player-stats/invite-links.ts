/** The Vegas Invites screen's address, links and totals (SPEC §2 "Vegas Invites"). */
import type { BonusRow } from '@league/modules/bonuses/domain/bonus-rows.js';
import { href } from '@/config/paths';
import { LEAGUE_TIME_ZONE } from '@/config/site';
import { dateInZone } from '@/lib/clock';

/** The month segment: 1-12, also as M1-M12; anything else is the whole invite year (0). */
export function inviteMonthOf(segment: string | undefined): number {
  const match = /^m?(\d{1,2})$/i.exec(segment?.trim() ?? '');
  const month = match ? Number(match[1]) : 0;
  return month >= 1 && month <= 12 ? month : 0;
}

export function invitesPath(
  { playerID, year, month }: { playerID: number; year: number; month: number },
  kept: URLSearchParams = new URLSearchParams(),
): string {
  const query = kept.toString();
  return `${href('vegasInvites', { playerID, year, month: month > 0 ? month : undefined })}${query ? `?${query}` : ''}`;
}

/**
 * Where an award leads: the game it was earned in (game detail), else the event's
 * leaderboard in the award's month (monthly awards name a venue and a month), else nowhere
 * (hosting).
 */
export function inviteLinkOf(row: Pick<BonusRow, 'gameID' | 'venueID' | 'eventID' | 'eventAt'>): string | null {
  if (row.gameID) return href('gameDetail', { gameID: row.gameID });
  if (!row.venueID) return null;
  const [year, month] = row.eventAt ? dateInZone(new Date(row.eventAt), LEAGUE_TIME_ZONE).split('-') : [];
  return href('eventLeaderboard', {
    venueID: row.venueID,
    eventID: row.eventID ?? 0,
    year: year ? Number(year) : undefined,
    month: month ? `M${Number(month)}` : undefined,
  });
}

export type InviteTotals = Pick<
  BonusRow,
  'monthlyBonus' | 'quarterlyBonus' | 'annualBonus' | 'hostingBonus' | 'totalBonus'
>;

export function inviteTotalsOf(rows: readonly InviteTotals[]): InviteTotals {
  const sum = (field: keyof InviteTotals) => rows.reduce((total, row) => total + (row[field] ?? 0), 0);
  return {
    monthlyBonus: sum('monthlyBonus'),
    quarterlyBonus: sum('quarterlyBonus'),
    annualBonus: sum('annualBonus'),
    hostingBonus: sum('hostingBonus'),
    totalBonus: sum('totalBonus'),
  };
}
