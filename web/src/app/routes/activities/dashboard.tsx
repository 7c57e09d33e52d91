import { ComingSoon } from '@/components/ui/coming-soon';

/** Activity dashboard (admin) (SPEC section 2): built by a later issue. */
export default function ActivityDashboardRoute() {
  return <ComingSoon />;
}
