import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { UserMenuSection } from '../user-menu';

/** The dashboard's menu: big buttons, two or three a row on wide screens, one a row on phones. */
export function UserMenuGrid({ sections }: { readonly sections: readonly UserMenuSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.title} gap="xs" component="section" aria-labelledby={`menu-section-${section.title}`}>
          <Title order={2} size="h4" id={`menu-section-${section.title}`}>
            {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {section.items.map((item) => (
              <Button
                key={item.id}
                component={Link}
                to={item.to}
                variant="light"
                size="lg"
                justify="flex-start"
                leftSection={<item.icon size={22} aria-hidden />}
                data-testid={`user-menu-${item.id}`}
                styles={{
                  root: { height: 'auto', minHeight: '3.25rem', paddingBlock: '0.5rem' },
                  label: { whiteSpace: 'normal', textAlign: 'left' },
                }}
              >
                <span>
                  {item.label}
                  {item.hint && (
                    <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                      {item.hint}
                    </Text>
                  )}
                </span>
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
