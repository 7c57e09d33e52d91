import { Stack } from '@mantine/core';
import { UserType } from '@league/shared/domain/user-type.js';
import { isAtLeastLevel, useAuth } from '@/lib/auth';
import type { PlayerSearchRow } from '../api/merges';
import { MergeHistory } from './merge-history';
import { MergePlayersPanel } from './merge-players-panel';

export interface ManagePlayersMergeProps {
  /** The record open on Manage Players (null: none, or a new one). */
  readonly player: {
    readonly playerID: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly title: string | null;
    readonly playerNumber?: number | null | undefined;
  } | null;
  /** Opens another record (the survivor after a merge). */
  readonly pick: (playerID: number) => void;
}

/**
 * What Manage Players shows under its picker: the open record's merge history (the staff
 * who may open the page: assistants and up) and, for managers and up, "Merge players" with
 * the open record as the player who stays.
 */
export function ManagePlayersMerge({ player, pick }: ManagePlayersMergeProps) {
  const { user } = useAuth();
  const survivor: PlayerSearchRow | null =
    player && player.playerID > 0 && player.playerNumber
      ? {
          playerID: player.playerID,
          playerNumber: player.playerNumber,
          firstName: player.firstName,
          lastName: player.lastName,
          title: player.title || `${player.firstName} ${player.lastName}`,
          profileImage: null,
        }
      : null;
  return (
    <Stack gap="lg">
      {survivor ? <MergeHistory playerID={survivor.playerID} /> : null}
      {isAtLeastLevel(user, UserType.Manager) ? (
        <MergePlayersPanel
          key={survivor?.playerID ?? 0}
          initialSurvivor={survivor}
          withHistory={false}
          narrow
          onMerged={(answer) => pick(answer.merge.survivorID)}
        />
      ) : null}
    </Stack>
  );
}
