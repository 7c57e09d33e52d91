import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useCurrentRoute } from '../../lib/current-route';

export interface ComingSoonProps {
  /** The screen or section name; defaults to the current route's name. */
  readonly name?: string;
  /** A section of a page (smaller heading) rather than a whole screen. */
  readonly section?: boolean;
}

/** The plain placeholder for a screen or section that a later issue builds. */
export function ComingSoon({ name, section = false }: ComingSoonProps) {
  const current = useCurrentRoute();
  const title = name ?? current?.route.name ?? 'This page';
  return (
    <Paper component="section" withBorder p={section ? 'md' : 'xl'} radius="md" aria-label={title} data-testid="coming-soon">
      <Stack gap="xs" align="flex-start">
        <Title order={section ? 2 : 1} size={section ? 'h3' : 'h2'}>
          {title}
        </Title>
        <Text c="dimmed" display="flex" style={{ alignItems: 'center', gap: 8 }}>
          <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
            <IconHammer size={14} />
          </ThemeIcon>
          Coming soon
        </Text>
      </Stack>
    </Paper>
  );
}
