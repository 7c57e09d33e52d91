import { recordTable } from '../../../shared/domain/field-table.js';
import { PASSWORD_MAX } from '../../players/domain/credentials.js';

/** The two-step sign-in forms' fields (docs/api.md §3); their request bodies and client checks come from here. */

/** A code from the app (6 digits) or, where a recovery code is allowed, one of those (xxxx-xxxx-xxxx-xxxx). */
const CODE = { label: 'Code', type: 'string', required: true, max: 32, example: '123456' } as const;

/** Starting the enrolment: the current password, so a session alone cannot bind another app (issue 32). */
export const TOTP_SETUP_FIELDS = recordTable({
  password: {
    label: 'Password',
    type: 'string',
    required: true,
    max: PASSWORD_MAX,
    description: 'Your current password',
  },
});

/** Confirming the enrolment: a code from the app just set up. */
export const TOTP_CONFIRM_FIELDS = recordTable({
  code: { ...CODE, description: 'The 6-digit code the authenticator app shows now' },
});

/** The log-in's second step: the challenge the log-in answered, and a code or a recovery code. */
export const TOTP_LOGIN_FIELDS = recordTable({
  challenge: {
    label: 'Challenge',
    type: 'string',
    required: true,
    max: 128,
    description: 'The challenge POST /v1/user/login answered',
  },
  code: { ...CODE, description: 'The 6-digit code from the app, or one of the recovery codes' },
});

/** Turning it off: the current password or a code (either is enough). */
export const TOTP_DISABLE_FIELDS = recordTable({
  password: { label: 'Password', type: 'string', max: PASSWORD_MAX },
  code: { ...CODE, required: false, description: 'A 6-digit code from the app, or a recovery code' },
});

/** An owner turns it off for someone who lost their device. */
export const TOTP_RESET_FIELDS = recordTable({
  playerID: { label: 'Player ID', type: 'integer', required: true, min: 1 },
});
