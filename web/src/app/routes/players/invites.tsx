import { ComingSoon } from '@/components/ui/coming-soon';

/** Vegas Invites (SPEC section 2): built by a later issue. */
export default function VegasInvitesRoute() {
  return <ComingSoon />;
}
