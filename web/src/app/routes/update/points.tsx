import { PointsScreen } from '@/features/points';
import { useNumberParam } from '@/lib/route-params';

/** Manage Points (product §2): /update/points/{gameID}, for hosts in host mode. */
export default function ManagePointsRoute() {
  const gameID = useNumberParam('gameID');
  return <PointsScreen key={gameID} gameID={gameID} />;
}
