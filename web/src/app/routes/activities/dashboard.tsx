import { ActivityDashboard } from '@/features/standings';
import { useLiveStandings } from '@/lib/use-live-standings';

/** Activity dashboard (admin) (product §2 "Activity dashboard"): games by player and by venue. */
export default function ActivityDashboardRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  return <ActivityDashboard />;
}
