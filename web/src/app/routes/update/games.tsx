import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Games (SPEC section 2): built by a later issue. */
export default function ManageGamesRoute() {
  return <ComingSoon />;
}
