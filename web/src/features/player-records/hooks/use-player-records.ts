import { useMasterDetail } from '@/components/ui/use-master-detail';
import { useDeletePlayer, useSavePlayer, type PlayerRecord, type SavePlayerAnswer } from '../api/player-records';
import { PLAYER_FORM_WORDS } from '../components/player-form-values';

const identify = (player: PlayerRecord) => ({
  id: player.playerID,
  name: player.title || `${player.firstName} ${player.lastName}`,
});
const savedRecord = (answer: SavePlayerAnswer) => answer.player;

/** Manage Players: the picked player, their form and delete (one master-detail, components/ui). */
export const usePlayersMasterDetail = (viewerID: number, initialID = 0) =>
  useMasterDetail({
    noun: PLAYER_FORM_WORDS.noun,
    headings: PLAYER_FORM_WORDS.headings,
    identify,
    savedRecord,
    save: useSavePlayer(viewerID),
    remove: useDeletePlayer(),
    initialID,
  });

/** Edit Profile: the same form on the logged-in player's own record. */
export const useProfileDetail = (viewerID: number) =>
  useMasterDetail({
    noun: 'profile',
    headings: { update: PLAYER_FORM_WORDS.profileHeading, add: PLAYER_FORM_WORDS.profileHeading },
    identify,
    savedRecord,
    save: useSavePlayer(viewerID),
    remove: useDeletePlayer(),
    initialID: viewerID,
  });
