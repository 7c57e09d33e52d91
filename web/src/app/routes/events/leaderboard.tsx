import { ComingSoon } from '@/components/ui/coming-soon';

/** Event leaderboard (SPEC section 2): built by a later issue. */
export default function EventLeaderboardRoute() {
  return <ComingSoon />;
}
