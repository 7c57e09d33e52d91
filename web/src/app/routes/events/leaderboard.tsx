import { ComingSoon } from '@/components/ui/coming-soon';

/** Event leaderboard (product §2.8): built by a later issue. */
export default function EventLeaderboardRoute() {
  return <ComingSoon />;
}
