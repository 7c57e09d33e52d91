import { Box, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RULES_PAGES, type RulesPageSlug } from '../rules-pages';

/** Links between the rules pages; the current one is marked for assistive technology. */
export function RulesNav({ current }: { current: RulesPageSlug }) {
  return (
    <Box component="nav" aria-label="League rules">
      <Group component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {RULES_PAGES.map((page) => {
          const active = page.slug === current;
          return (
            <li key={page.slug}>
              <Button
                component={Link}
                to={page.path}
                size="sm"
                radius="xl"
                variant={active ? 'filled' : 'light'}
                aria-current={active ? 'page' : undefined}
              >
                {page.label}
              </Button>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
