import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Players (SPEC section 2): built by a later issue. */
export default function ManagePlayersRoute() {
  return <ComingSoon />;
}
