import { PlayerDashboard } from '@/features/player-stats';
import { useLiveStandings } from '@/lib/use-live-standings';

/** Player Dashboard (SPEC §2): /players/dashboard/{playerNumber?}/{year?}. */
export default function PlayerDashboardRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  return <PlayerDashboard />;
}
