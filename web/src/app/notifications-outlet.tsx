import { lazy, Suspense, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';

/** Where the site's messages appear, and how many at a time. */
export const NOTIFICATION_POSITION = 'top-center';
export const NOTIFICATION_LIMIT = 3;

// Messages shown before the stack has loaded are sorted by the same rules.
notificationsStore.setState({
  ...notificationsStore.getState(),
  defaultPosition: NOTIFICATION_POSITION,
  limit: NOTIFICATION_LIMIT,
});

// Mantine's Notifications (portal, transitions, scroll lock) load with the first message,
// not with the first page: notifications.show() only needs the store, which is small.
const NotificationsStack = lazy(() => import('./notifications-stack'));

/** Shows the messages of notifications.show(), once there is one. */
export function NotificationsOutlet() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsStack />
    </Suspense>
  );
}
