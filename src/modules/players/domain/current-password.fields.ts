import { recordTable } from '../../../shared/domain/field-table.js';
import { PASSWORD_MAX } from './credentials.js';

/**
 * Asked on one's own profile when the email or userName changes (security review, issue 18):
 * the session alone does not change where reset links go or what one logs in with.
 */
export const CURRENT_PASSWORD_FIELDS = recordTable({
  currentPassword: {
    label: 'Current Password',
    type: 'string',
    max: PASSWORD_MAX,
    description: 'Your own password: required when you change your own email or user name; not stored',
  },
});
