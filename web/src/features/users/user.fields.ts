/**
 * The user-area forms' field tables, in the FieldTable shape of the server's record
 * tables (src/shared/domain/field-table.ts). They mirror the players module's request
 * rules (users.dto.ts, credentials.ts) until that module has tables of its own in its
 * domain; the forms then import those instead, and this file goes.
 */
import { fieldTable } from '@league/shared/domain/field-table.js';
import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX } from '@league/modules/players/domain/credentials.js';
import { PasswordsDoNotMatchError, PleaseEnterEmailError, UsernameNotValidError } from '@league/modules/players/domain/players.errors.js';
import type { FormFailure, FormValues } from '@/components/ui/field-form';
import type { LoginInput, ResetPasswordInput, SetPasswordInput } from './api/users';

export const LOGIN_FIELDS = fieldTable<LoginInput>()({
  userName: { label: 'User Name', type: 'string', required: true, max: USER_NAME_MAX },
  password: { label: 'Password', type: 'string', required: true, max: PASSWORD_MAX },
});

/** Each field is optional, but not all three at once (`resetPasswordCheck`). */
export const RESET_PASSWORD_FIELDS = fieldTable<ResetPasswordInput>()({
  email: { label: 'Email', type: 'email', max: 64 },
  firstName: { label: 'First Name', type: 'string', max: 32 },
  lastName: { label: 'Last Name', type: 'string', max: 32 },
});

/** What the set-password form edits; the player and the token come from the link. */
export type SetPasswordFields = Pick<SetPasswordInput, 'userName' | 'password' | 'confirmPassword'>;

export const SET_PASSWORD_FIELDS = fieldTable<SetPasswordFields>()({
  // The link carries '@' for a blank user name: the server's words for it.
  userName: { label: 'User Name', type: 'string', required: true, max: USER_NAME_MAX, errors: { missing: () => new UsernameNotValidError() } },
  password: { label: 'Password', type: 'string', required: true, min: PASSWORD_MIN, max: PASSWORD_MAX },
  confirmPassword: { label: 'Confirm Password', type: 'string', required: true, max: PASSWORD_MAX },
});

const failureOf = (field: string, error: Error): FormFailure => ({ field, message: error.message });

/** SPEC 5: the reset needs an email address, or a first and last name. */
export function resetPasswordCheck(values: FormValues<typeof RESET_PASSWORD_FIELDS>): FormFailure | null {
  const blank = [values.email, values.firstName, values.lastName].every((value) => value.trim() === '');
  return blank ? failureOf('email', new PleaseEnterEmailError()) : null;
}

export function setPasswordCheck(values: FormValues<typeof SET_PASSWORD_FIELDS>): FormFailure | null {
  return values.password === values.confirmPassword ? null : failureOf('confirmPassword', new PasswordsDoNotMatchError());
}
