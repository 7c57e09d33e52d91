import { PlayerSearchScreen } from '@/features/player-search';

/** Player Search (product §2): /players/search. */
export default function PlayerSearchRoute() {
  return <PlayerSearchScreen />;
}
