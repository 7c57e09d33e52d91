import { ComingSoon } from '@/components/ui/coming-soon';

/** News post (product §2.18): built by a later issue. */
export default function NewsRoute() {
  return <ComingSoon />;
}
