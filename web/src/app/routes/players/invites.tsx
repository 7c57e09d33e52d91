import { VegasInvites } from '@/features/player-stats';

/** Vegas Invites (SPEC §2, §9): /players/invites/{playerID?}/{year?}/{month?}. */
export default function VegasInvitesRoute() {
  return <VegasInvites />;
}
