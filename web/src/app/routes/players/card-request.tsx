import { ComingSoon } from '@/components/ui/coming-soon';

/** Player card request (product §2.17): built by a later issue. */
export default function CardRequestRoute() {
  return <ComingSoon />;
}
