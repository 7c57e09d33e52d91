/** The user area's calls (docs/api.md "Accounts"), as TanStack Query mutations. */
import { useMutation } from '@tanstack/react-query';
import { apiSend, type WriteAnswer } from '@/lib/api-reads';
import { useAuth, type SessionUser, type TwoStepChallenge } from '@/lib/auth';

export type MessageAnswer = WriteAnswer<'post', '/v1/user/resetpw'>;

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

export const requestPasswordReset = (input: ResetPasswordInput) =>
  apiSend('post', '/v1/user/resetpw', undefined, input);

export function useResetPassword() {
  return useMutation<MessageAnswer, Error, ResetPasswordInput>({ mutationFn: requestPasswordReset });
}

export const setPassword = (input: SetPasswordInput): Promise<MessageAnswer> =>
  apiSend('post', '/v1/user/setpw', undefined, input);

export function useSetPassword() {
  return useMutation<MessageAnswer, Error, SetPasswordInput>({ mutationFn: setPassword });
}
