import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMasterDetail } from '@/components/ui/use-master-detail';
import { href } from '@/config/paths';
import { toNumberParam } from '@/lib/route-params';
import { useDeleteGame, useSaveGame } from '../api/games';
import { GAME_FORM } from '../components/game-form-values';

/**
 * Manage Games' picker, form and delete, with the address kept in step: the game in
 * `/update/games/{gameID}` is selected at first, and every pick, add or delete
 * rewrites the address (replacing it, so Back leaves the screen). A link to another
 * game while the screen is open picks that game.
 */
export function useManageGames() {
  const params = useParams();
  const navigate = useNavigate();
  const addressID = toNumberParam(params['gameID']);
  const games = useMasterDetail({ ...GAME_FORM, save: useSaveGame(), remove: useDeleteGame(), initialID: addressID });
  const { selectedID } = games;
  const onSelect = games.list.onSelect;
  const written = useRef(addressID);

  // The address followed elsewhere (a link, Back into the screen): pick what it names.
  useEffect(() => {
    if (addressID === written.current) return;
    written.current = addressID;
    if (addressID !== selectedID) onSelect(addressID);
  }, [addressID, selectedID, onSelect]);

  // A pick, an add or a delete: write it into the address, keeping the query (?today=).
  useEffect(() => {
    if (selectedID === written.current) return;
    written.current = selectedID;
    navigate(
      {
        pathname: href('manageGames', { gameID: selectedID > 0 ? selectedID : undefined }),
        search: window.location.search,
      },
      { replace: true },
    );
  }, [selectedID, navigate]);

  return games;
}
