import { Button, Group, Menu, NavLink, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { isMenuGroup, mainMenu, type MenuEntry, type MenuGroup, type MenuLink } from '../../config/paths';
import { activeLinkOf, groupLinks } from './active-menu-link';

/** Nine items must fit a 1200 px laptop next to the logo: tight padding and sections. */
const compact = {
  size: 'sm',
  px: 6,
  fz: 'sm',
  fw: 500,
  styles: { section: { marginInlineEnd: 5 } },
} as const;

const testIdOf = (label: string): string => `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function DesktopGroup({ group, active }: { readonly group: MenuGroup; readonly active?: string }) {
  const isGroupActive = groupLinks(group).some((item) => item.to === active);
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={200} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant={isGroupActive ? 'light' : 'subtle'}
          color={isGroupActive ? undefined : 'gray'}
          {...compact}
          leftSection={<group.icon size={17} aria-hidden />}
          rightSection={<IconChevronDown size={13} aria-hidden style={{ marginInlineStart: -4 }} />}
          data-testid={testIdOf(group.label)}
        >
          {group.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.sections.map((section, index) => (
          <div key={section.title ?? index}>
            {index > 0 && <Menu.Divider />}
            {section.title && <Menu.Label>{section.title}</Menu.Label>}
            {section.links.map((item) => (
              <Menu.Item
                key={item.to}
                component={Link}
                to={item.to}
                aria-current={item.to === active ? 'page' : undefined}
                fw={item.to === active ? 700 : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top menu on wide screens: public items only, with icons. */
export function DesktopMenu() {
  const { pathname } = useLocation();
  const active = activeLinkOf(pathname);
  return (
    <Group component="nav" aria-label="Main menu" gap={2} wrap="nowrap">
      {mainMenu.map((entry: MenuEntry) =>
        isMenuGroup(entry) ? (
          <DesktopGroup key={entry.label} group={entry} active={active} />
        ) : (
          <Button
            key={entry.to}
            component={Link}
            to={entry.to}
            variant={entry.to === active ? 'light' : 'subtle'}
            color={entry.to === active ? undefined : 'gray'}
            {...compact}
            leftSection={<entry.icon size={17} aria-hidden />}
            aria-current={entry.to === active ? 'page' : undefined}
            data-testid={testIdOf(entry.label)}
          >
            {entry.label}
          </Button>
        ),
      )}
    </Group>
  );
}

/** The same menu in the phone drawer: big touch targets, groups fold open. */
export function MobileMenu({ onNavigate }: { readonly onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = activeLinkOf(pathname);
  const linkProps = (item: MenuLink) => ({
    component: Link,
    to: item.to,
    label: item.label,
    active: item.to === active,
    'aria-current': item.to === active ? ('page' as const) : undefined,
    onClick: onNavigate,
    py: 'md',
  });
  return (
    <Stack component="nav" aria-label="Main menu" gap={0}>
      {mainMenu.map((entry) =>
        isMenuGroup(entry) ? (
          <NavLink
            key={entry.label}
            label={entry.label}
            leftSection={<entry.icon size={22} aria-hidden />}
            defaultOpened={groupLinks(entry).some((item) => item.to === active)}
            py="md"
            childrenOffset={34}
          >
            {entry.sections.map((section) =>
              section.links.map((item) => (
                <NavLink
                  key={item.to}
                  {...linkProps(item)}
                  label={section.title ? `${section.title}: ${item.label}` : item.label}
                />
              )),
            )}
          </NavLink>
        ) : (
          <NavLink key={entry.to} {...linkProps(entry)} leftSection={<entry.icon size={22} aria-hidden />} />
        ),
      )}
    </Stack>
  );
}
