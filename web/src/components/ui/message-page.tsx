import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PAGE_TITLE_ID } from '@/lib/page-head';

export interface MessagePageProps {
  readonly title: string;
  readonly icon: Icon;
  readonly children: ReactNode;
  readonly actions?: readonly { readonly label: string; readonly to: string }[];
}

/** A whole-page message: Unauthorized, Unknown Page, a failed page load. */
export function MessagePage({ title, icon: PageIcon, children, actions = [] }: MessagePageProps) {
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="lg">
      <Stack gap="md" align="flex-start">
        <Group gap="sm">
          <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
            <PageIcon size={26} />
          </ThemeIcon>
          <Title order={1} size="h2" id={PAGE_TITLE_ID}>
            {title}
          </Title>
        </Group>
        <Text component="div">{children}</Text>
        {actions.length > 0 && (
          <Group gap="sm">
            {actions.map((action, index) => (
              <Button key={action.to} component={Link} to={action.to} variant={index === 0 ? 'filled' : 'default'}>
                {action.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
