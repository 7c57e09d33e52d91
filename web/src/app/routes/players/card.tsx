import { ComingSoon } from '@/components/ui/coming-soon';

/** Player card (product §2.17): built by a later issue. */
export default function PlayerCardRoute() {
  return <ComingSoon />;
}
