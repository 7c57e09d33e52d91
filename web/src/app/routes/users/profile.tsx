import { ComingSoon } from '@/components/ui/coming-soon';

/** Edit Profile (product §2.20): built by a later issue. */
export default function ProfileRoute() {
  return <ComingSoon />;
}
