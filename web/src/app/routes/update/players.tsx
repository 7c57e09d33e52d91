import { ManagePlayersMerge } from '@/features/player-merge';
import { ManagePlayersScreen } from '@/features/player-records';

/**
 * /update/players, Manage Players (product §2.24), assistants and up (the route table
 * guards it). Slots for other pieces of the players work:
 * - `extra`: the merge work's "Merge players" panel (managers and up) and the open record's merge history.
 * - `imageSlot`: the uploads work's ImageUpload for the profile image mounts here.
 */
export default function ManagePlayersRoute() {
  return <ManagePlayersScreen extra={({ player, pick }) => <ManagePlayersMerge player={player} pick={pick} />} />;
}
