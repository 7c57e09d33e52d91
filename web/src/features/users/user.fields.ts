/**
 * The user-area forms' field tables: the accounts module's own (account.fields.ts), so
 * the site checks what the server checks, in the same words. Set password edits only
 * the user name and the passwords (the player and the token come from the link), and
 * asks for a user name up front with the server's words for a blank one.
 */
import {
  LOG_IN_FIELDS,
  RESET_PASSWORD_FIELDS,
  SET_PASSWORD_FIELDS as SET_PASSWORD_BODY,
} from '@league/modules/accounts/domain/account.fields.js';
import {
  PasswordsDoNotMatchError,
  PleaseEnterEmailError,
  UsernameNotValidError,
} from '@league/modules/players/domain/players.errors.js';
import type { FormFailure, FormValues } from '@/components/ui/field-form';
export {
  TOTP_CONFIRM_FIELDS,
  TOTP_DISABLE_FIELDS,
  TOTP_LOGIN_FIELDS,
  TOTP_SETUP_FIELDS,
} from '@league/modules/accounts/domain/two-step.fields.js';

export { RESET_PASSWORD_FIELDS };
export const LOGIN_FIELDS = LOG_IN_FIELDS;

export const SET_PASSWORD_FIELDS = {
  userName: { ...SET_PASSWORD_BODY.userName, required: true, errors: { missing: () => new UsernameNotValidError() } },
  password: SET_PASSWORD_BODY.password,
  confirmPassword: SET_PASSWORD_BODY.confirmPassword,
} as const;

const failureOf = (field: string, error: Error): FormFailure => ({ field, message: error.message });

/** product §5: the reset needs an email address, or a first and last name. */
export function resetPasswordCheck(values: FormValues<typeof RESET_PASSWORD_FIELDS>): FormFailure | null {
  const blank = [values.email, values.firstName, values.lastName].every((value) => value.trim() === '');
  return blank ? failureOf('email', new PleaseEnterEmailError()) : null;
}

export function setPasswordCheck(values: FormValues<typeof SET_PASSWORD_FIELDS>): FormFailure | null {
  return values.password === values.confirmPassword
    ? null
    : failureOf('confirmPassword', new PasswordsDoNotMatchError());
}
