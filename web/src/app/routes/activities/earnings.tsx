import { EarningsReportScreen } from '@/features/earnings';

/** The owner's earnings report (issue 12, beyond product §2): /activities/earnings/{year?}. */
export default function EarningsReportRoute() {
  return <EarningsReportScreen />;
}
