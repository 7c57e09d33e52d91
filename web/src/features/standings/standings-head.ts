/**
 * The leaderboards' heads (issue 31): the board's name and period in the title, its
 * leaders and their points in the description (the rows the page shows).
 */
import { periodLabel, type PeriodSelection } from '@league/shared/domain/period.js';
import { SITE_NAME, pageTitle } from '@/config/site';
import { shortText, type PageHead } from '@/lib/page-head';

interface RankedRow {
  readonly ranked: number;
  readonly playerName: string;
  readonly totalPoints: number;
}

/** "1. Jane Doe, 320 points; 2. Bo Lee, 300 points; 3. …" */
export const leadersText = (rows: readonly RankedRow[], count = 3): string =>
  rows
    .slice(0, count)
    .map(
      (row) =>
        `${row.ranked > 0 ? `${row.ranked}. ` : ''}${row.playerName}, ${row.totalPoints} ${row.totalPoints === 1 ? 'point' : 'points'}`,
    )
    .join('; ');

/**
 * "Player Leaderboard, Winter 2026 (Q1) · Free Poker League"; the description names the leaders.
 * `where`: the venue a filtered board is of ("Player Leaderboard, The Lucky Otter, 2026"), the
 * link a venue shares in its group chat.
 */
export function leaderboardHead(
  name: string,
  period: PeriodSelection,
  rows: readonly RankedRow[] | undefined,
  withPoints = true,
  where?: string,
): PageHead {
  const when = where ? `${where}, ${periodLabel(period)}` : periodLabel(period);
  const leaders =
    rows && rows.length > 0
      ? withPoints
        ? leadersText(rows)
        : rows
            .slice(0, 3)
            .map((row) => row.playerName)
            .join('; ')
      : '';
  return {
    title: pageTitle(`${name}, ${when}`),
    description: shortText(
      leaders ? `${name} of ${SITE_NAME}, ${when}: ${leaders}.` : `${name} of ${SITE_NAME}, ${when}.`,
    ),
  };
}
