import { useEffect, useRef } from 'react';
import { AppShell, Box, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { SITE_NAME } from '../../config/site';
import { OfflineBanner } from '../ui/offline-banner';
import { LogoMark } from './logo-mark';
import { MobileMenu } from './main-menu';
import { NavigationProgress } from './navigation-progress';
import { RouteOutlet } from './route-outlet';
import { SiteHeader } from './site-header';
import classes from './layout.module.css';

/** After a client-side navigation, move focus to the page so screen readers start there. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/** The site's frame: header with the top menu, a drawer menu on phones, the screen below. */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const main = useFocusMainOnNavigate();
  return (
    <AppShell header={{ height: { base: 60, sm: 64 } }} padding={{ base: 'sm', sm: 'md' }}>
      <a className={classes.skipLink} href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <NavigationProgress />
        <SiteHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      <Drawer
        id="mobile-menu"
        opened={menuOpened}
        onClose={menu.close}
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
        <MobileMenu onNavigate={menu.close} />
      </Drawer>
      <AppShell.Main>
        <Box id="main" component="main" ref={main} tabIndex={-1} className={classes.main}>
          <OfflineBanner />
          <RouteOutlet />
        </Box>
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}

/** Full-screen displays (the game monitor on a TV): no header, nothing to distract. */
export function BareLayout() {
  return (
    <Box component="main" id="main" className={classes.bare}>
      <RouteOutlet />
      <ScrollRestoration />
    </Box>
  );
}
