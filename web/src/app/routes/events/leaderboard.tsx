import { EventLeaderboard } from '@/features/standings';

/** Event leaderboard (product §2 "Event leaderboard"): quarterly (/0/3) and national (/0/4) champions too. */
export default function EventLeaderboardRoute() {
  return <EventLeaderboard />;
}
