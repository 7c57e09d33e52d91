import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Posts (product §2.26): built by a later issue. */
export default function ManagePostsRoute() {
  return <ComingSoon />;
}
