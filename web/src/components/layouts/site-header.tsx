import { useState, type ReactElement } from 'react';
import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Group,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconMoon, IconSun, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { SITE_NAME } from '../../config/site';
import { href } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { isHydrating, useBrowserOnly } from '../../lib/hydration';
import { LogoMark } from './logo-mark';
import { useWideScreenParts, type WideScreenParts } from './wide-screen';
import classes from './layout.module.css';

/** A hover tooltip on wide screens; phones (touch, no hover) show the button alone. */
function Hint({
  parts,
  label,
  children,
}: {
  readonly parts: WideScreenParts | null;
  readonly label: string;
  readonly children: ReactElement;
}) {
  if (!parts) return children;
  return (
    <parts.HoverTooltip label={label} withinPortal>
      {children}
    </parts.HoverTooltip>
  );
}

/** React Router keeps the history index in history.state; 0 means this tab has nothing to go back to. */
const hasHistory = (): boolean => {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
};

/** A name longer than this takes the smaller type on a phone, so it still fits two lines. */
const LONG_SITE_NAME = 24;

/** Product §2.4: the logo click goes back (home when there is nothing to go back to). */
function LogoButton() {
  const navigate = useNavigate();
  return (
    <UnstyledButton
      className={classes.logo}
      onClick={() => (hasHistory() ? navigate(-1) : navigate(href('home')))}
      aria-label={`${SITE_NAME}: go back`}
      data-testid="logo"
    >
      <LogoMark size={36} />
      <Text
        component="span"
        fw={800}
        className={SITE_NAME.length > LONG_SITE_NAME ? `${classes.siteName} ${classes.longSiteName}` : classes.siteName}
        data-testid="site-name"
      >
        {SITE_NAME}
      </Text>
    </UnstyledButton>
  );
}

export function ColorSchemeToggle({ parts }: { readonly parts: WideScreenParts | null }) {
  const { toggleColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // The server knows no scheme: the icon follows the page's own (CSS, painted before any script),
  // the label the browser's once hydrated.
  const label = useBrowserOnly() && computed === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Hint parts={parts} label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={toggleColorScheme}
        aria-label={label}
        data-testid="color-scheme-toggle"
      >
        <Box component="span" lightHidden display="flex">
          <IconSun size={20} aria-hidden />
        </Box>
        <Box component="span" darkHidden display="flex">
          <IconMoon size={20} aria-hidden />
        </Box>
      </ActionIcon>
    </Hint>
  );
}

const initialsOf = (first: string, last: string, userName: string): string =>
  (`${first.charAt(0)}${last.charAt(0)}` || userName.slice(0, 2)).toUpperCase();

/** Product §2.4: the avatar links to log-in, which sends logged-in users on to their dashboard. */
function UserAvatar({ parts }: { readonly parts: WideScreenParts | null }) {
  const { user } = useAuth();
  const label = user ? `User dashboard (${user.firstName || user.userName})` : 'User log-in';
  return (
    <Hint parts={parts} label={label}>
      {/* Named by its words, not an aria-label: a name must contain what the link shows (the initials are a picture of it). */}
      <Avatar
        component={Link}
        to={href('login')}
        radius="xl"
        color="felt"
        variant={user ? 'filled' : 'light'}
        className={user ? undefined : classes.visitorAvatar}
        data-testid="avatar"
      >
        {user ? (
          <span aria-hidden>{initialsOf(user.firstName, user.lastName, user.userName)}</span>
        ) : (
          <IconUser size={20} aria-hidden />
        )}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Avatar>
    </Hint>
  );
}

const TOP_MENU_ID = 'top-menu';

/**
 * The top menu's place. The server draws the menu (hidden on phones by CSS, issue 31); a laptop
 * has loaded it before hydrating and draws the same. A phone never loads it: while hydrating it
 * keeps the server's markup as it is (hidden, never interactive), and draws the real menu only if
 * the screen becomes wide.
 */
function TopMenuSlot({ parts }: { readonly parts: WideScreenParts | null }) {
  const [serverMarkup] = useState(() =>
    !parts && isHydrating() ? (document.getElementById(TOP_MENU_ID)?.innerHTML ?? '') : '',
  );
  if (parts) {
    return (
      <div id={TOP_MENU_ID} style={{ display: 'contents' }}>
        <parts.DesktopMenu />
      </div>
    );
  }
  return <div id={TOP_MENU_ID} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
}

export interface SiteHeaderProps {
  readonly menuOpened: boolean;
  readonly onToggleMenu: () => void;
  /** The pointer or focus reached the burger: a good time to fetch the drawer. */
  readonly onMenuIntent: () => void;
}

export function SiteHeader({ menuOpened, onToggleMenu, onMenuIntent }: SiteHeaderProps) {
  const parts = useWideScreenParts();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={4} wrap="nowrap" miw={0}>
        <Burger
          hiddenFrom="lg"
          opened={menuOpened}
          onClick={onToggleMenu}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
          className={classes.burger}
          data-testid="burger"
        />
        <LogoButton />
      </Group>
      <Group visibleFrom="lg" wrap="nowrap">
        <TopMenuSlot parts={parts} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorSchemeToggle parts={parts} />
        <UserAvatar parts={parts} />
      </Group>
    </Group>
  );
}
