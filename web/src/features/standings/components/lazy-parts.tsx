/** The leaderboards, loaded only when shown: home imports this feature and must not carry them. */
import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';

const LazyEventLeaderboard = lazy(() => import('./event-leaderboard'));
const LazyPlayerLeaderboard = lazy(() => import('./player-leaderboard'));
const LazyActivityDashboard = lazy(() => import('./activity-dashboard'));

export function EventLeaderboard() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyEventLeaderboard />
    </Suspense>
  );
}

export function PlayerLeaderboard() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyPlayerLeaderboard />
    </Suspense>
  );
}

export function ActivityDashboard() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyActivityDashboard />
    </Suspense>
  );
}
