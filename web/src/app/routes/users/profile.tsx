import { ComingSoon } from '@/components/ui/coming-soon';

/** Edit Profile (SPEC section 2): built by a later issue. */
export default function ProfileRoute() {
  return <ComingSoon />;
}
