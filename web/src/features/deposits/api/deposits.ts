import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositInput } from '@league/modules/deposits/domain/deposit.js';
import type { UploadOptions } from '@/lib/api-client';
import { apiRead, apiSend, apiSendForm, readPath, type Schema, type WriteAnswer } from '@/lib/api-reads';
import type { depositListPath } from '../deposit-filters';
import { depositKeys, GAME_READS_KEY } from './query-keys';

export type DepositDetail = Schema<'DepositDetail'>;
export type DepositGameRow = Schema<'DepositGameRow'>;
export type DepositRow = Schema<'DepositRow'>;
export type { DepositInput };

/** What POST /v1/deposit answers. */
export type SaveDepositResult = WriteAnswer<'post', '/v1/deposit'>;

export async function fetchDeposit(depositID: number): Promise<DepositDetail> {
  const answer = await apiRead(readPath('/v1/deposit/id/{depositID}', { depositID }));
  const deposit = answer.rows[0];
  if (!deposit) throw new Error('Deposit not found');
  return deposit;
}

export const depositsQueryOptions = (path: ReturnType<typeof depositListPath>) =>
  queryOptions({ queryKey: depositKeys.list(path), queryFn: ({ signal }) => apiRead(path, { signal }) });

export const depositQueryOptions = (depositID: number) =>
  queryOptions({
    queryKey: depositKeys.detail(depositID),
    queryFn: () => fetchDeposit(depositID),
    enabled: depositID > 0,
  });

/** The deposit picker's list (`path` from depositListPath). */
export const useDeposits = (path: ReturnType<typeof depositListPath>) => useQuery(depositsQueryOptions(path));

export const useDeposit = (depositID: number) => useQuery(depositQueryOptions(depositID));

/** A deposit write changes games' deposited earnings: every deposit and game read is asked again. */
async function afterWrite(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: depositKeys.all }),
    queryClient.invalidateQueries({ queryKey: GAME_READS_KEY }),
  ]);
}

export function useSaveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deposit: DepositInput) => apiSend('post', '/v1/deposit', undefined, deposit),
    onSuccess: async ({ deposit }) => {
      queryClient.setQueryData(depositKeys.detail(deposit.depositID), deposit);
      await afterWrite(queryClient);
    },
  });
}

export function useDeleteDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depositID: number) => apiSend('delete', '/v1/deposit', undefined, { depositID }),
    onSuccess: async (_answer, depositID) => {
      queryClient.removeQueries({ queryKey: depositKeys.detail(depositID) });
      await afterWrite(queryClient);
    },
  });
}

/** POST /v1/deposit/image: the slip's picture, put on the saved deposit at once. */
export const uploadDepositImage = (depositID: number, file: File, options?: UploadOptions) =>
  apiSendForm('/v1/deposit/image', { depositID }, file, options);

/** DELETE /v1/table/image (SPEC's name): takes the slip's picture back by the path its upload answered. */
export const removeDepositImage = (path: string) => apiSend('delete', '/v1/table/image', undefined, { path });
