import { ComingSoon } from '@/components/ui/coming-soon';

/** Game monitor (full screen, for a TV) (product §2.12): built by a later issue. */
export default function GameMonitorRoute() {
  return <ComingSoon />;
}
