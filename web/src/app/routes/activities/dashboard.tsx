import { ComingSoon } from '@/components/ui/coming-soon';

/** Activity dashboard (admin) (product §2.19): built by a later issue. */
export default function ActivityDashboardRoute() {
  return <ComingSoon />;
}
