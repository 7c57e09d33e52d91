import { EventLeaderboard } from '@/features/standings';
import { useLiveStandings } from '@/lib/use-live-standings';

/** Event leaderboard (product §2 "Event leaderboard"): quarterly (/0/3) and national (/0/4) champions too. */
export default function EventLeaderboardRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  return <EventLeaderboard />;
}
