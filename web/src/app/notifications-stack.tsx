import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_LIMIT, NOTIFICATION_POSITION } from './notifications-outlet';

/** The site's notification stack (loaded with the first message, see notifications-outlet.tsx). */
export default function NotificationsStack() {
  return <Notifications position={NOTIFICATION_POSITION} limit={NOTIFICATION_LIMIT} />;
}
