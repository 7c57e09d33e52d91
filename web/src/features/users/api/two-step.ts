/** Two-step sign-in (docs/api.md §3, "Two-step sign-in (TOTP)"), as TanStack Query hooks. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRead, apiSend, readPath, type Answer, type WriteAnswer } from '@/lib/api-reads';
import { useAuth, type SessionUser } from '@/lib/auth';

export type TotpStatus = Answer<'/v1/user/totp'>;
export type TotpSetup = WriteAnswer<'post', '/v1/user/totp/setup'>;
export type TotpConfirmed = WriteAnswer<'post', '/v1/user/totp/confirm'>;
export type MessageAnswer = WriteAnswer<'post', '/v1/user/totp/disable'>;

export const totpStatusQuery = (playerID: number) =>
  queryOptions({ queryKey: ['user', playerID, 'totp'], queryFn: () => apiRead(readPath('/v1/user/totp')) });

export function useTotpStatus(playerID: number, enabled: boolean) {
  return useQuery({ ...totpStatusQuery(playerID), enabled });
}

/** After a change: the panel's status and the session's "must turn it on" flag. */
function useAfterChange(playerID: number) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: totpStatusQuery(playerID).queryKey });
    await refreshUser().catch(() => undefined);
  };
}

/** Starts the enrolment with the current password (issue 32: a session alone must not bind another app). */
export function useTotpSetup() {
  return useMutation<TotpSetup, Error, { password: string }>({
    mutationFn: (input) => apiSend('post', '/v1/user/totp/setup', undefined, input),
  });
}

export function useTotpConfirm(playerID: number) {
  const afterChange = useAfterChange(playerID);
  return useMutation<TotpConfirmed, Error, { code: string }>({
    mutationFn: (input) => apiSend('post', '/v1/user/totp/confirm', undefined, input),
    onSuccess: afterChange,
  });
}

export function useTotpDisable(playerID: number) {
  const afterChange = useAfterChange(playerID);
  return useMutation<MessageAnswer, Error, { password: string; code: string }>({
    mutationFn: (input) => apiSend('post', '/v1/user/totp/disable', undefined, input),
    onSuccess: afterChange,
  });
}

/** The owner's reset of someone else's two-step sign-in (a lost phone). */
export function useTotpReset() {
  return useMutation<MessageAnswer, Error, { playerID: number }>({
    mutationFn: (input) => apiSend('post', '/v1/user/totp/reset', undefined, input),
  });
}

export function useCompleteTwoStep() {
  const { completeTwoStep } = useAuth();
  return useMutation<SessionUser, Error, { challenge: string; code: string }>({
    mutationFn: ({ challenge, code }) => completeTwoStep(challenge, code),
  });
}
