import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositInput } from '@league/modules/deposits/domain/deposit.js';
import type { DepositDetail, DepositGameRow, DepositRow } from '@league/modules/deposits/domain/deposit-row.js';
import { apiGet, apiWrite } from '@/lib/api-client';
import { depositKeys, GAME_READS_KEY, type Rows } from './query-keys';

export type { DepositDetail, DepositGameRow, DepositInput, DepositRow };

export interface SaveDepositResult {
  message: string;
  deposit: DepositDetail;
}

export interface MessageResult {
  message: string;
}

export async function fetchDeposit(depositID: number): Promise<DepositDetail> {
  const answer = await apiGet<Rows<DepositDetail>>(`/v1/deposit/id/${depositID}`);
  const deposit = answer.rows[0];
  if (!deposit) throw new Error('Deposit not found');
  return deposit;
}

export const depositsQueryOptions = (path: string) =>
  queryOptions({
    queryKey: depositKeys.list(path),
    queryFn: ({ signal }) => apiGet<Rows<DepositRow>>(path, { signal }),
  });

export const depositQueryOptions = (depositID: number) =>
  queryOptions({
    queryKey: depositKeys.detail(depositID),
    queryFn: () => fetchDeposit(depositID),
    enabled: depositID > 0,
  });

/** The deposit picker's list (`path` from depositListPath). */
export const useDeposits = (path: string) => useQuery(depositsQueryOptions(path));

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
    mutationFn: (deposit: DepositInput) => apiWrite<SaveDepositResult>('POST', '/v1/deposit', deposit),
    onSuccess: async ({ deposit }) => {
      queryClient.setQueryData(depositKeys.detail(deposit.depositID), deposit);
      await afterWrite(queryClient);
    },
  });
}

export function useDeleteDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depositID: number) => apiWrite<MessageResult>('DELETE', '/v1/deposit', { depositID }),
    onSuccess: async (_answer, depositID) => {
      queryClient.removeQueries({ queryKey: depositKeys.detail(depositID) });
      await afterWrite(queryClient);
    },
  });
}
