import { ComingSoon } from '@/components/ui/coming-soon';

/** Points screen (SPEC section 2): built by a later issue. */
export default function ManagePointsRoute() {
  return <ComingSoon />;
}
