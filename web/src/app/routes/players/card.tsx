import { ComingSoon } from '@/components/ui/coming-soon';

/** Player card (SPEC section 2): built by a later issue. */
export default function PlayerCardRoute() {
  return <ComingSoon />;
}
