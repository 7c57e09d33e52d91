import { ComingSoon } from '@/components/ui/coming-soon';

/** Quarterly tournament page (SPEC section 2): built by a later issue. */
export default function QuarterlyRoute() {
  return <ComingSoon />;
}
