import { ComingSoon } from '@/components/ui/coming-soon';

/** Player card request (SPEC section 2): built by a later issue. */
export default function CardRequestRoute() {
  return <ComingSoon />;
}
