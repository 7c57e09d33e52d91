import { ComingSoon } from '@/components/ui/coming-soon';

/** Scanner setup (SPEC section 2): built by a later issue. */
export default function ScannerSetupRoute() {
  return <ComingSoon />;
}
