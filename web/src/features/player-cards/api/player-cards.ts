/**
 * The card page's lookup and the card request (docs/api.md "Players", "Accounts").
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlayerSearchRow } from '@league/modules/players/domain/player-row.js';
import { ApiError, apiGet, apiWrite } from '@/lib/api-client';
import { cardLookupPath } from '../card-facts';

/** What a lookup answers: `{ rows, total }` (by number) or, by id, the same or the player itself. */
type LookupAnswer = {
  rows?: Partial<PlayerSearchRow>[];
  total?: number;
  player?: Partial<PlayerSearchRow>;
} & Partial<PlayerSearchRow>;

export interface CardHolder {
  readonly name: string;
  readonly playerNumber: number;
  /** 0 when the answer did not say. */
  readonly playerID: number;
}

function holderOf(answer: LookupAnswer, asked: number): CardHolder | null {
  const row = answer.rows ? answer.rows[0] : (answer.player ?? (answer.playerID ? answer : undefined));
  if (!row) return null;
  const name = row.title?.trim() || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return { name, playerNumber: Number(row.playerNumber ?? asked) || asked, playerID: Number(row.playerID ?? 0) || 0 };
}

/** The player a card number names: undefined while asking, null when there is none (product §4: card lookup). */
export function useCardHolder(number: number | null) {
  return useQuery({
    queryKey: ['player-cards', 'holder', number],
    // A number nobody holds is "Unknown Player" (product §2), whether the lookup by id says 404 or by number finds no row.
    queryFn: async ({ signal }) => {
      try {
        return holderOf(await apiGet<LookupAnswer>(cardLookupPath(number!), { signal }), number!);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: number !== null,
    staleTime: 60_000,
  });
}

export interface CardRequestInput {
  readonly type: 'playerCard';
  readonly playerNumber: number | null;
  readonly instructions: string;
}

export const requestCard = (input: CardRequestInput) =>
  apiWrite<{ message: string; requestID: number }>('POST', '/v1/user/request', input);

export const useRequestCard = () => useMutation({ mutationFn: requestCard });
