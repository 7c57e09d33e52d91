import { ComingSoon } from '@/components/ui/coming-soon';

/** Manage Games (product §2.23): built by a later issue. */
export default function ManageGamesRoute() {
  return <ComingSoon />;
}
