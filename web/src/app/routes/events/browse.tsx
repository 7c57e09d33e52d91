import { ComingSoon } from '@/components/ui/coming-soon';
import { useCurrentRoute } from '@/lib/current-route';
import { EventsBrowse } from '@/features/games';

/**
 * Events (product §2.9): the paged game list. Earnings mode
 * (/events/browse/earnings/…) loads this module too; it is built by a later issue.
 */
export default function EventsBrowseRoute() {
  const current = useCurrentRoute();
  if (current?.key === 'eventsEarnings') return <ComingSoon />;
  return <EventsBrowse />;
}
