import { ComingSoon } from '@/components/ui/coming-soon';

/** Points screen (product §2.25): built by a later issue. */
export default function ManagePointsRoute() {
  return <ComingSoon />;
}
