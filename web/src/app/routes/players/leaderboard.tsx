import { PlayerLeaderboard } from '@/features/standings';

/** Player leaderboard (product §2 "Player leaderboard"): filters, chart and paged table. */
export default function PlayerLeaderboardRoute() {
  return <PlayerLeaderboard />;
}
