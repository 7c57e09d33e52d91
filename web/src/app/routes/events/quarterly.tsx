import { ComingSoon } from '@/components/ui/coming-soon';

/** Quarterly tournament page (product §2.10): built by a later issue. */
export default function QuarterlyRoute() {
  return <ComingSoon />;
}
