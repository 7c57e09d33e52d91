import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Posts (SPEC section 2): built by a later issue. */
export default function ManagePostsRoute() {
  return <ComingSoon />;
}
