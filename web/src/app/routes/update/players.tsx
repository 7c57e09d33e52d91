import { Stack } from '@mantine/core';
import { UserType } from '@league/shared/domain/user-type.js';
import { useAuth } from '@/lib/auth';
import { ManagePlayersMerge } from '@/features/player-merge';
import { ManagePlayersScreen } from '@/features/player-records';
import { TwoStepReset } from '@/features/users';

/**
 * /update/players, Manage Players (product §2.24), assistants and up (the route table
 * guards it). `extra`: the merge work's "Merge players" panel (managers and up) and the
 * open record's merge history (given the player being edited and a `pick` to select another);
 * for owners, the picked staff member's two-step sign-in reset (issue 18: a lost phone).
 */
export default function ManagePlayersRoute() {
  const { isAtLeast } = useAuth();
  const owner = isAtLeast(UserType.Owner);
  return (
    <ManagePlayersScreen
      extra={({ player, pick }) => (
        <Stack gap="lg">
          <ManagePlayersMerge player={player} pick={pick} />
          {owner && player && (player.userType ?? 0) >= UserType.Host ? (
            <TwoStepReset
              player={{ playerID: player.playerID, title: player.title ?? `${player.firstName} ${player.lastName}` }}
            />
          ) : null}
        </Stack>
      )}
    />
  );
}
