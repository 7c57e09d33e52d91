import { PlayerDashboard } from '@/features/player-stats';

/** Player Dashboard (SPEC §2): /players/dashboard/{playerNumber?}/{year?}. */
export default function PlayerDashboardRoute() {
  return <PlayerDashboard />;
}
