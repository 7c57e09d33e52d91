import { ManagePlayersScreen } from '@/features/player-records';

/**
 * /update/players, Manage Players (product §2.24), assistants and up (the route table
 * guards it). `extra`: the merge work's "Merge players" panel and merge history mount here
 * (given the player being edited and a `pick` to select another).
 */
export default function ManagePlayersRoute() {
  return <ManagePlayersScreen />;
}
