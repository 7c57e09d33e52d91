import { Paper, Stack, Text, Title } from '@mantine/core';
import type { WelcomeMessage } from '../api/points';

/**
 * The side panel (product §2): greets the selected player, or the one just checked
 * in, with what they collect at the table ("Starting chips + early sign-in chips",
 * their buys for a quarterly, their points for a satellite).
 */
export function WelcomePanel({
  welcome,
  showPoints,
}: {
  readonly welcome: WelcomeMessage | null;
  readonly showPoints: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="welcome-panel" aria-live="polite">
      {welcome ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Welcome
          </Text>
          <Title order={2} size="h3" data-testid="welcome-name">
            {welcome.playerName}
          </Title>
          {welcome.buys && <Text data-testid="welcome-buys">{welcome.buys}</Text>}
          {showPoints && <Text data-testid="welcome-points">{welcome.totalPoints} points</Text>}
          <Text fw={600} size="lg" data-testid="welcome-collect">
            {welcome.collect || (welcome.buys ? '' : 'Nothing to collect')}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">Select or check in a player to greet them here.</Text>
      )}
    </Paper>
  );
}
