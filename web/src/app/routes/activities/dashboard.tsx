import { ActivityDashboard } from '@/features/standings';

/** Activity dashboard (admin) (product §2 "Activity dashboard"): games by player and by venue. */
export default function ActivityDashboardRoute() {
  return <ActivityDashboard />;
}
