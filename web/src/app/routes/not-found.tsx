import { Code } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { MessagePage } from '@/components/ui/message-page';
import { href } from '@/config/paths';

/** Any address the route table does not know. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <MessagePage
      title="Unknown Page"
      icon={IconMapQuestion}
      actions={[
        { label: 'Home', to: href('home') },
        { label: 'Calendar', to: href('eventsCalendar') },
      ]}
    >
      There is no page at <Code>{pathname}</Code>. It may have moved; try the menu.
    </MessagePage>
  );
}
