/**
 * The leaderboards' filters as the address holds them, and their changes, which rewrite
 * the address with `replace` (product §4 "Period filters"): Back leaves the screen rather
 * than walking back through filters. The rules are standings-filters.ts's.
 */
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { leagueToday } from '@/lib/clock';
import {
  changeFilters,
  eventLeaderboardFiltersOf,
  eventLeaderboardPath,
  playerLeaderboardPath,
  playerLeaderboardStateOf,
  type LeaderboardFilters,
  type PlayerLeaderboardState,
} from '../standings-filters';
import { isChampionToken } from '../standings-paths';

export function useEventLeaderboardFilters() {
  const params = useParams();
  const navigate = useNavigate();
  const today = leagueToday();
  const filters = eventLeaderboardFiltersOf(params, today);
  // The champions' tokens are every venue's games: another venue keeps them.
  const apply = (change: Partial<LeaderboardFilters>) =>
    void navigate(eventLeaderboardPath(changeFilters(filters, change, isChampionToken(filters.eventID))), {
      replace: true,
    });
  return { filters, today, apply };
}

export function usePlayerLeaderboardState() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = leagueToday();
  const state = playerLeaderboardStateOf(params, search, today);
  const go = (next: PlayerLeaderboardState) => void navigate(playerLeaderboardPath(next), { replace: true });
  // Another filter starts over at page 1.
  const apply = (change: Partial<LeaderboardFilters>) => go({ ...changeFilters(state, change), page: 1 });
  const goToPage = (page: number) => go({ ...state, page });
  return { state, today, apply, goToPage };
}
