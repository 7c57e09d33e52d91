import { ComingSoon } from '@/components/ui/coming-soon';

/** Paged game list (Events, or Earnings in earnings mode) (SPEC section 2): built by a later issue. */
export default function EventsBrowseRoute() {
  return <ComingSoon />;
}
