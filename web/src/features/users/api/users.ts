/** The user area's calls (docs/api.md "Accounts"), as TanStack Query mutations. */
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '@/lib/api-client';
import { useAuth, type SessionUser, type TwoStepChallenge } from '@/lib/auth';

export interface MessageAnswer {
  readonly message: string;
}

export interface LoginInput {
  readonly userName: string;
  readonly password: string;
}

export interface ResetPasswordInput {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface SetPasswordInput {
  readonly playerID: number;
  readonly userName: string;
  readonly token: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export function useLogin() {
  const { login } = useAuth();
  return useMutation<SessionUser | TwoStepChallenge, Error, LoginInput>({
    mutationFn: ({ userName, password }) => login(userName, password),
  });
}

export const requestPasswordReset = (input: ResetPasswordInput): Promise<MessageAnswer> =>
  apiWrite<MessageAnswer>('POST', '/v1/user/resetpw', input);

export function useResetPassword() {
  return useMutation<MessageAnswer, Error, ResetPasswordInput>({ mutationFn: requestPasswordReset });
}

export const setPassword = (input: SetPasswordInput): Promise<MessageAnswer> =>
  apiWrite<MessageAnswer>('POST', '/v1/user/setpw', input);

export function useSetPassword() {
  return useMutation<MessageAnswer, Error, SetPasswordInput>({ mutationFn: setPassword });
}
