import { ComingSoon } from '@/components/ui/coming-soon';

/** Game detail (SPEC section 2): built by a later issue. */
export default function GameDetailRoute() {
  return <ComingSoon />;
}
