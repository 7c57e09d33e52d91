import { ComingSoon } from '@/components/ui/coming-soon';

/** Player dashboard (product §2.13): built by a later issue. */
export default function PlayerDashboardRoute() {
  return <ComingSoon />;
}
