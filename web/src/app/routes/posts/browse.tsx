import { ComingSoon } from '@/components/ui/coming-soon';

/** News post (SPEC section 2): built by a later issue. */
export default function NewsRoute() {
  return <ComingSoon />;
}
