import { SecurityLog } from '@/features/security';

/** Security Log (/update/security, Owner only; beyond SPEC, issue 32): the recent security events. */
export default function SecurityLogRoute() {
  return <SecurityLog />;
}
