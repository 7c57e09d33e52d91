import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Deposits (SPEC section 2): built by a later issue. */
export default function ManageDepositsRoute() {
  return <ComingSoon />;
}
