import { recordTable } from '../../../shared/domain/field-table.js';
import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX } from '../../players/domain/credentials.js';

/** The account forms' fields (log-in, reset, set password, host agreement), in form order (product §2 and 9); their request bodies and client checks come from here. */

/** Log In: the userName in any case; the password's length is only capped (a wrong one is just "Invalid credentials"). */
export const LOG_IN_FIELDS = recordTable({
  userName: { label: 'User Name', type: 'string', required: true, max: USER_NAME_MAX, example: 'player' },
  password: { label: 'Password', type: 'string', required: true, max: PASSWORD_MAX, example: 'demo-league' },
});

/** Forgot password: any of the three finds the account; all blank is "Please enter your email address" (the use case). */
export const RESET_PASSWORD_FIELDS = recordTable({
  email: { label: 'Email', type: 'email', max: 64 },
  firstName: { label: 'First Name', type: 'string', max: 32 },
  lastName: { label: 'Last Name', type: 'string', max: 32 },
});

/** Set password, from a reset link: a blank or '@' userName is "Username is not valid" (the use case). */
export const SET_PASSWORD_FIELDS = recordTable({
  playerID: { label: 'Player ID', type: 'integer', required: true, min: 1 },
  userName: { label: 'User Name', type: 'string', max: USER_NAME_MAX },
  token: { label: 'Token', type: 'string', required: true, max: 128 },
  password: { label: 'Password', type: 'string', required: true, min: PASSWORD_MIN, max: PASSWORD_MAX },
  confirmPassword: { label: 'Confirm Password', type: 'string', required: true, max: PASSWORD_MAX },
});

/** The host agreement: ticking the box is the whole form. */
export const HOST_AGREEMENT_FIELDS = recordTable({
  accepted: {
    label: 'Terms and Conditions',
    type: 'boolean',
    required: true,
    oneOf: [true],
    description: 'Must be true: the host agreement is accepted',
  },
});
