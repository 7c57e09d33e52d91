import { GameDetail } from '@/features/games';
import { useNumberParam } from '@/lib/route-params';
import { useLiveStandings } from '@/lib/use-live-standings';

/** Game detail (product §2.11): /games/detail/{gameID}/{all?}; the table always lists every record. */
export default function GameDetailRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  const gameID = useNumberParam('gameID');
  return <GameDetail key={gameID} gameID={gameID} />;
}
