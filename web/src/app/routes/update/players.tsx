import { ManagePlayersMerge } from '@/features/player-merge';
import { ManagePlayersScreen } from '@/features/player-records';

/**
 * /update/players, Manage Players (product §2.24), assistants and up (the route table
 * guards it). `extra`: the merge work's "Merge players" panel (managers and up) and the
 * open record's merge history (given the player being edited and a `pick` to select another).
 */
export default function ManagePlayersRoute() {
  return <ManagePlayersScreen extra={({ player, pick }) => <ManagePlayersMerge player={player} pick={pick} />} />;
}
