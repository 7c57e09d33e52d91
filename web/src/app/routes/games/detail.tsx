import { GameDetail } from '@/features/games';
import { useNumberParam } from '@/lib/route-params';

/** Game detail (product §2.11): /games/detail/{gameID}/{all?}; the table always lists every record. */
export default function GameDetailRoute() {
  const gameID = useNumberParam('gameID');
  return <GameDetail key={gameID} gameID={gameID} />;
}
