import { ComingSoon } from '@/components/ui/coming-soon';

/** Host agreement (product §2.21): built by a later issue. */
export default function HostAgreementRoute() {
  return <ComingSoon />;
}
