import { PlayerLeaderboard } from '@/features/standings';
import { useLiveStandings } from '@/lib/use-live-standings';

/** Player leaderboard (product §2 "Player leaderboard"): filters, chart and paged table. */
export default function PlayerLeaderboardRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  return <PlayerLeaderboard />;
}
