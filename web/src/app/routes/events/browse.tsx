import { useCurrentRoute } from '@/lib/current-route';
import { EventsBrowse } from '@/features/games';

/**
 * Events (product §2.9): the paged game list. Earnings mode (/events/browse/earnings/…,
 * admins) loads this module too, with the Dep. column and without Session.
 */
export default function EventsBrowseRoute() {
  const current = useCurrentRoute();
  return <EventsBrowse earnings={current?.key === 'eventsEarnings'} />;
}
