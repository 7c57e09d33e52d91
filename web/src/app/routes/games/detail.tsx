import { ComingSoon } from '@/components/ui/coming-soon';

/** Game detail (product §2.11): built by a later issue. */
export default function GameDetailRoute() {
  return <ComingSoon />;
}
