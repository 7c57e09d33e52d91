/**
 * The player pages' heads (issue 31): a player's name and points in the period the page
 * shows, the page as a schema.org ProfilePage of a Person; Vegas Invites' year and leaders.
 * Public fields only: name, player number, profile image (all shown on the page).
 */
import { profileImagePath } from '@league/modules/players/domain/profile-image.js';
import { href } from '@/config/paths';
import { SITE_NAME, SITE_URL, pageTitle } from '@/config/site';
import { absoluteUrl, shortText, type PageHead } from '@/lib/page-head';
import type { BonusRow, PlayerSearchRow } from './api/player-stats';

type HeadPlayer = Pick<PlayerSearchRow, 'playerNumber' | 'title' | 'profileImage'>;

const pointsText = (points: number): string => `${points} ${points === 1 ? 'point' : 'points'}`;

export interface PlayerStanding {
  readonly totalPoints: number;
  readonly ranked: number;
  /** "Winter 2026 (Q1)" */
  readonly period: string;
}

/** "Jane Doe: 320 points, Winter 2026 (Q1) · Free Poker League"; the name alone while the points load. */
export function playerHead(player: HeadPlayer, standing: PlayerStanding | null, siteUrl: string = SITE_URL): PageHead {
  const path = href('playerDashboard', { playerNumber: player.playerNumber });
  const image = player.profileImage ? profileImagePath(player.profileImage) : undefined;
  const rank = standing && standing.ranked > 0 ? `, ranked #${standing.ranked}` : '';
  const description = standing
    ? `${player.title} (player #${player.playerNumber}) has ${pointsText(standing.totalPoints)} in ${standing.period}${rank} in ${SITE_NAME}. Rank, game history, quarterly chips and Vegas Invites.`
    : `${player.title} (player #${player.playerNumber}) in ${SITE_NAME}: rank, game history, quarterly chips and Vegas Invites.`;
  return {
    title: pageTitle(
      standing ? `${player.title}: ${pointsText(standing.totalPoints)}, ${standing.period}` : player.title,
    ),
    description,
    path,
    type: 'profile',
    ...(image ? { image } : {}),
    jsonLd: [
      {
        '@type': 'ProfilePage',
        url: absoluteUrl(siteUrl, path),
        mainEntity: {
          '@type': 'Person',
          name: player.title,
          identifier: String(player.playerNumber),
          ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
        },
      },
    ],
  };
}

/** Vegas Invites: "Vegas Invites 2027 · …", or one player's; the description names the leaders. */
export function invitesHead(
  period: string,
  rows: readonly Pick<BonusRow, 'playerName' | 'totalBonus'>[] | undefined,
  playerName: string | null,
): PageHead {
  const invites = (count: number) => `${count} ${count === 1 ? 'invite' : 'invites'}`;
  if (playerName) {
    const total = (rows ?? []).reduce((sum, row) => sum + row.totalBonus, 0);
    return {
      title: pageTitle(`${playerName}: Vegas Invites, ${period}`),
      description: rows
        ? `${playerName} has ${invites(total)} to the national championship for ${period} in ${SITE_NAME}.`
        : `${playerName}'s Vegas Invites for ${period}.`,
    };
  }
  const leaders = (rows ?? []).slice(0, 3).map((row) => `${row.playerName}, ${invites(row.totalBonus)}`);
  return {
    title: pageTitle(`Vegas Invites, ${period}`),
    description: shortText(
      `Vegas Invites to the national championship, ${period}${leaders.length > 0 ? `: ${leaders.join('; ')}` : ''}. How ${SITE_NAME} players earn them.`,
    ),
  };
}
