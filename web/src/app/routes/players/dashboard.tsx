import { ComingSoon } from '@/components/ui/coming-soon';

/** Player dashboard (SPEC section 2): built by a later issue. */
export default function PlayerDashboardRoute() {
  return <ComingSoon />;
}
