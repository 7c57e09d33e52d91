import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Chunk files fail to load on bad Wi-Fi or after a new release: offer a reload. */
const isLoadFailure = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading/i.test(error.message);

/** A screen that failed to load or crashed; the site's header stays usable. */
export function RouteError() {
  const error = useRouteError();
  const loadFailure = isLoadFailure(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="lg" role="alert">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {loadFailure ? 'This page could not be loaded' : 'Something went wrong'}
        </Title>
        <Text>
          {loadFailure
            ? 'The connection may have dropped. Check it and try again.'
            : 'Sorry, this page ran into a problem. Trying again often helps.'}
        </Text>
        {detail && !loadFailure && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Group>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button variant="default" component="a" href="/">
            Home
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
