import { ComingSoon } from '@/components/ui/coming-soon';

/** Scanner setup (product §2.28): built by a later issue. */
export default function ScannerSetupRoute() {
  return <ComingSoon />;
}
