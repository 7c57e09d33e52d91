/**
 * The card page's lookup and the card request (docs/api.md "Players", "Accounts").
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { apiRead, apiSend, type Answer, type WriteBody } from '@/lib/api-reads';
import { cardLookupPath } from '../card-facts';

/** A row either lookup answers: by id the player as the caller may see them, by number a search row. */
type LookupRow = Answer<'/v1/player/id/{playerID}' | '/v1/player/list/{filter}/{text}'>['rows'][number];

export interface CardHolder {
  readonly name: string;
  readonly playerNumber: number;
  readonly playerID: number;
}

function holderOf(row: LookupRow | undefined, asked: number): CardHolder | null {
  if (!row) return null;
  const name = row.title?.trim() || `${row.firstName} ${row.lastName}`.trim();
  return { name, playerNumber: row.playerNumber ?? asked, playerID: row.playerID };
}

/** The player a card number names: undefined while asking, null when there is none (product §4: card lookup). */
export function useCardHolder(number: number | null) {
  return useQuery({
    queryKey: ['player-cards', 'holder', number],
    // A number nobody holds is "Unknown Player" (product §2), whether the lookup by id says 404 or by number finds no row.
    queryFn: async ({ signal }) => {
      try {
        return holderOf((await apiRead(cardLookupPath(number!), { signal })).rows[0], number!);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: number !== null,
    staleTime: 60_000,
  });
}

export type CardRequestInput = WriteBody<'post', '/v1/user/request'>;

export const requestCard = (input: CardRequestInput) => apiSend('post', '/v1/user/request', undefined, input);

export const useRequestCard = () => useMutation({ mutationFn: requestCard });
