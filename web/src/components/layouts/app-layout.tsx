import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { OfflineAge } from '../ui/offline-age';
import type { MobileMenuDrawer } from './mobile-menu-drawer';
import { DrawnHeaderContext } from './drawn-header';
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

/**
 * The phone menu's drawer (Mantine's Drawer, scroll lock, focus trap) is not part of the
 * first page: it loads when a finger or the mouse first reaches the burger.
 */
function useMobileMenuDrawer() {
  const [drawer, setDrawer] = useState<{ readonly Drawer: typeof MobileMenuDrawer } | null>(null);
  const load = useCallback(() => {
    import('./mobile-menu-drawer').then(
      (module) => setDrawer((had) => had ?? { Drawer: module.MobileMenuDrawer }),
      () => undefined,
    );
  }, []);
  return { Drawer: drawer?.Drawer, load };
}

/** The site's frame: a fixed header with the top menu, a drawer menu on phones, the screen below. */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const main = useFocusMainOnNavigate();
  const drawer = useMobileMenuDrawer();
  const drawnHeader = useContext(DrawnHeaderContext);
  const toggleMenu = () => {
    drawer.load();
    menu.toggle();
  };
  return (
    <div className={classes.shell}>
      <a className={classes.skipLink} href="#main">
        Skip to content
      </a>
      {/* right-scroll-bar-position: the drawer's scroll lock keeps a fixed header in place. */}
      {drawnHeader !== null ? (
        // The server's render, with the header it drew before (drawn-header.ts).
        <header
          className={`${classes.header} right-scroll-bar-position`}
          dangerouslySetInnerHTML={{ __html: drawnHeader }}
        />
      ) : (
        <header className={`${classes.header} right-scroll-bar-position`}>
          <NavigationProgress />
          <SiteHeader menuOpened={menuOpened} onToggleMenu={toggleMenu} onMenuIntent={drawer.load} />
        </header>
      )}
      {drawer.Drawer && <drawer.Drawer opened={menuOpened} onClose={menu.close} />}
      <div className={classes.shellMain}>
        <Box id="main" component="main" ref={main} tabIndex={-1} className={classes.main}>
          <OfflineAge />
          <RouteOutlet />
        </Box>
      </div>
      <ScrollRestoration />
    </div>
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
