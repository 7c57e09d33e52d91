import { ComingSoon } from '@/components/ui/coming-soon';

/** Player search (product §2.16): built by a later issue. */
export default function PlayerSearchRoute() {
  return <ComingSoon />;
}
