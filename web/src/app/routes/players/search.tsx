import { ComingSoon } from '@/components/ui/coming-soon';

/** Player search (SPEC section 2): built by a later issue. */
export default function PlayerSearchRoute() {
  return <ComingSoon />;
}
