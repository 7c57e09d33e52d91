import { Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { SITE_NAME } from '@/config/site';
import { useCurrentRoute } from '@/lib/current-route';
import { namedHead, usePageHead } from '@/lib/page-head';
import { EventsBrowse } from '@/features/games';

/**
 * Events (product §2.9): the paged game list. Earnings mode (/events/browse/earnings/…,
 * admins) loads this module too, with the Dep. column and without Session.
 */
export default function EventsBrowseRoute() {
  const current = useCurrentRoute();
  const earnings = current?.key === 'eventsEarnings';
  // Earnings mode keeps its route's head (an admin screen, not for search engines).
  usePageHead(
    earnings
      ? null
      : namedHead('Events', `Every ${SITE_NAME} game, past and coming: date, venue, session, players and host.`),
  );
  return (
    <Suspense fallback={<PageLoader />}>
      <EventsBrowse earnings={earnings} />
    </Suspense>
  );
}
