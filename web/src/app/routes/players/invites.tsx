import { ComingSoon } from '@/components/ui/coming-soon';

/** Vegas Invites (product §2.15): built by a later issue. */
export default function VegasInvitesRoute() {
  return <ComingSoon />;
}
