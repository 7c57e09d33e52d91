import { Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { SITE_NAME } from '../../config/site';
import { LogoMark } from './logo-mark';
import { MobileMenu } from './main-menu';

/** The phone menu: loaded when the burger is first touched, not with the first page (app-layout.tsx). */
export function MobileMenuDrawer({ opened, onClose }: { readonly opened: boolean; readonly onClose: () => void }) {
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      size="min(85vw, 22rem)"
      padding="sm"
      title={
        <Group gap="xs" wrap="nowrap">
          <LogoMark size={28} />
          <Text fw={800}>{SITE_NAME}</Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close menu', size: 'lg' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <MobileMenu onNavigate={onClose} />
    </Drawer>
  );
}
