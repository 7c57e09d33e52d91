import { ComingSoon } from '@/components/ui/coming-soon';

/** Player leaderboard (SPEC section 2): built by a later issue. */
export default function PlayerLeaderboardRoute() {
  return <ComingSoon />;
}
