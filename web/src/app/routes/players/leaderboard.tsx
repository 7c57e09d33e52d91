import { ComingSoon } from '@/components/ui/coming-soon';

/** Player leaderboard (product §2.14): built by a later issue. */
export default function PlayerLeaderboardRoute() {
  return <ComingSoon />;
}
