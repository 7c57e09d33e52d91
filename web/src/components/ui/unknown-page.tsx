import { Code } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { MessagePage } from '@/components/ui/message-page';
import { href } from '@/config/paths';
import { namedHead, usePageHead } from '@/lib/page-head';

/** Any address the route table does not know, and a page whose record the server does not have (issue 31). */
export function UnknownPage() {
  const { pathname } = useLocation();
  usePageHead(namedHead('Unknown Page', 'There is no page at this address.', { noindex: true }));
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
