import { ComingSoon } from '@/components/ui/coming-soon';

/** Paged game list (Events, or Earnings in earnings mode) (product §2.9): built by a later issue. */
export default function EventsBrowseRoute() {
  return <ComingSoon />;
}
