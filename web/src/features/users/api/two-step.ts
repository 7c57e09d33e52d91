/** Two-step sign-in (docs/api.md §3, "Two-step sign-in (TOTP)"), as TanStack Query hooks. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite } from '@/lib/api-client';
import { useAuth, type SessionUser } from '@/lib/auth';

export interface TotpStatus {
  readonly available: boolean;
  readonly enabled: boolean;
  readonly required: boolean;
  readonly recoveryCodesLeft: number;
}

export interface TotpSetup {
  readonly message: string;
  readonly secret: string;
  readonly otpauthUrl: string;
}

export interface TotpConfirmed {
  readonly message: string;
  readonly recoveryCodes: readonly string[];
}

export interface MessageAnswer {
  readonly message: string;
}

export const totpStatusQuery = (playerID: number) =>
  queryOptions({ queryKey: ['user', playerID, 'totp'], queryFn: () => apiGet<TotpStatus>('/v1/user/totp') });

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
    mutationFn: (input) => apiWrite<TotpSetup>('POST', '/v1/user/totp/setup', input),
  });
}

export function useTotpConfirm(playerID: number) {
  const afterChange = useAfterChange(playerID);
  return useMutation<TotpConfirmed, Error, { code: string }>({
    mutationFn: (input) => apiWrite<TotpConfirmed>('POST', '/v1/user/totp/confirm', input),
    onSuccess: afterChange,
  });
}

export function useTotpDisable(playerID: number) {
  const afterChange = useAfterChange(playerID);
  return useMutation<MessageAnswer, Error, { password: string; code: string }>({
    mutationFn: (input) => apiWrite<MessageAnswer>('POST', '/v1/user/totp/disable', input),
    onSuccess: afterChange,
  });
}

/** The owner's reset of someone else's two-step sign-in (a lost phone). */
export function useTotpReset() {
  return useMutation<MessageAnswer, Error, { playerID: number }>({
    mutationFn: (input) => apiWrite<MessageAnswer>('POST', '/v1/user/totp/reset', input),
  });
}

export function useCompleteTwoStep() {
  const { completeTwoStep } = useAuth();
  return useMutation<SessionUser, Error, { challenge: string; code: string }>({
    mutationFn: ({ challenge, code }) => completeTwoStep(challenge, code),
  });
}
