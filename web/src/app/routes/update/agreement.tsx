import { ComingSoon } from '@/components/ui/coming-soon';

/** Host agreement (SPEC section 2): built by a later issue. */
export default function HostAgreementRoute() {
  return <ComingSoon />;
}
