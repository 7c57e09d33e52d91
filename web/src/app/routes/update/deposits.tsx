import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Deposits (product §2.22): built by a later issue. */
export default function ManageDepositsRoute() {
  return <ComingSoon />;
}
