import { useMasterDetail } from '@/components/ui/use-master-detail';
import { useDeleteDeposit, useSaveDeposit } from '../api/deposits';
import { DEPOSIT_FORM } from '../components/deposit-form-values';

/** Manage Deposits' picker, form and delete. */
export const useManageDeposits = () =>
  useMasterDetail({ ...DEPOSIT_FORM, save: useSaveDeposit(), remove: useDeleteDeposit() });
