import { IconLock } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { MessagePage } from '@/components/ui/message-page';
import { href } from '@/config/paths';
import { isHostModeNeeded, useAuth } from '@/lib/auth';
import { namedHead, usePageHead } from '@/lib/page-head';

/**
 * Where guarded screens send users whose level is too low or who lack host mode. A user
 * whose level is enough but who has not accepted the host agreement yet (host mode) is
 * told so and sent on to the Host Agreement, with the game they were opening.
 */
export default function UnauthorizedRoute() {
  const { user } = useAuth();
  const { state } = useLocation();
  usePageHead(namedHead('Unauthorized', 'Your account does not have access to that page.', { noindex: true }));
  if (user && isHostModeNeeded(state)) {
    return (
      <MessagePage
        title="Unauthorized"
        icon={IconLock}
        actions={[
          { label: 'Host Agreement', to: href('hostAgreement', state.gameID ? { gameID: state.gameID } : {}) },
          { label: 'User Dashboard', to: href('userDashboard') },
        ]}
      >
        That page is for host mode. Host mode starts when you accept the host agreement: read it on the Host Agreement
        page, accept it, and the host tools open.
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title="Unauthorized"
      icon={IconLock}
      actions={
        user
          ? [
              { label: 'User Dashboard', to: href('userDashboard') },
              { label: 'Home', to: href('home') },
            ]
          : [
              { label: 'Log In', to: href('login') },
              { label: 'Home', to: href('home') },
            ]
      }
    >
      Your account does not have access to that page. Hosts need to accept the host agreement before using the host
      tools.
    </MessagePage>
  );
}
