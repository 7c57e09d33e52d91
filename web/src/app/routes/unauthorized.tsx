import { IconLock } from '@tabler/icons-react';
import { MessagePage } from '@/components/ui/message-page';
import { href } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Where guarded screens send users whose level is too low or who lack host mode. */
export default function UnauthorizedRoute() {
  const { user } = useAuth();
  return (
    <MessagePage
      title="Unauthorized"
      icon={IconLock}
      actions={user ? [{ label: 'User Dashboard', to: href('userDashboard') }, { label: 'Home', to: href('home') }] : [{ label: 'Log In', to: href('login') }, { label: 'Home', to: href('home') }]}
    >
      Your account does not have access to that page. Hosts need to accept the host agreement before using the host
      tools.
    </MessagePage>
  );
}
