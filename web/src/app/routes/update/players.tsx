import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Players (product §2.24): built by a later issue. */
export default function ManagePlayersRoute() {
  return <ComingSoon />;
}
