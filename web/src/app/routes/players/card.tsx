import { PlayerCardScreen } from '@/features/player-cards';

/** Player Card (product §2): /players/card/{number?}. */
export default function PlayerCardRoute() {
  return <PlayerCardScreen />;
}
