import { CardRequestScreen } from '@/features/player-cards';

/** Card Request (product §2): /players/card/request/{number?}. */
export default function CardRequestRoute() {
  return <CardRequestScreen />;
}
