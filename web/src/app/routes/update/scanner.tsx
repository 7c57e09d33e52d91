import { ScannerSetupScreen } from '@/features/scanner-setup';

/** Scanner Setup (product §2): /update/scanner. */
export default function ScannerSetupRoute() {
  return <ScannerSetupScreen />;
}
