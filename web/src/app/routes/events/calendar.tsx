import { ComingSoon } from '@/components/ui/coming-soon';

/** Calendar of games with the venue table (product §2.7): built by a later issue. */
export default function CalendarRoute() {
  return <ComingSoon />;
}
