import { DEPOSIT_FIELDS } from '@league/modules/deposits/domain/deposit.fields.js';
import { formFields, formValues, sentValues, type FormValues } from '@/components/ui/field-form';
import type { DepositDetail, DepositInput } from '../api/deposits';

/** What the deposit form edits: the table without the id (the selection gives it) and the image (its own upload). */
export const DEPOSIT_FORM_FIELDS = formFields(DEPOSIT_FIELDS, 'depositID', 'depositImage');

export type DepositFormValues = FormValues<typeof DEPOSIT_FORM_FIELDS>;

/** A saved deposit's values, or a new deposit's (amount 0, today's date when left blank). */
export const depositFormValues = (deposit: DepositDetail | null): DepositFormValues =>
  formValues(DEPOSIT_FORM_FIELDS, deposit);

/** The body for POST /v1/deposit: depositID 0 adds; the image stays as uploaded. */
export const depositInput = (depositID: number, values: DepositFormValues): DepositInput => ({
  depositID,
  depositImage: null,
  ...sentValues(DEPOSIT_FORM_FIELDS, values),
});

/** The deposit form's words and the record's name (components/ui/use-master-detail). */
export const DEPOSIT_FORM = {
  noun: 'deposit',
  headings: { update: 'Update the deposit below.', add: 'Add a deposit below.' },
  identify: (deposit: DepositDetail) => ({ id: deposit.depositID, name: deposit.title }),
  savedRecord: (answer: { deposit: DepositDetail }) => answer.deposit,
};
