import { ComingSoon } from '@/components/ui/coming-soon';

/** Game monitor (full screen, for a TV) (SPEC section 2): built by a later issue. */
export default function GameMonitorRoute() {
  return <ComingSoon />;
}
