import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { FormStatus } from '@/components/ui/form-status';
import { failureText } from '@/lib/api-client';
import { useTotpReset } from '../api/two-step';

/**
 * Manage Players, owners only: turn off the picked player's two-step sign-in when they
 * lost their phone and their recovery codes. Asks once more before doing it.
 */
export function TwoStepReset({
  player,
}: {
  readonly player: { readonly playerID: number; readonly title: string } | null;
}) {
  const reset = useTotpReset();
  const [asking, setAsking] = useState(false);
  if (!player || player.playerID <= 0) return null;
  const done = reset.isSuccess && reset.variables?.playerID === player.playerID;
  const failed = reset.isError && reset.variables?.playerID === player.playerID;

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="two-step-reset-heading"
      data-testid="two-step-reset"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="two-step-reset-heading">
          Two-step sign-in
        </Title>
        <Text size="sm">
          If {player.title} lost the phone with their authenticator app and their recovery codes, turn their two-step
          sign-in off so they can log in with the password and set it up again.
        </Text>
        {done && <FormStatus kind="success">{reset.data.message}</FormStatus>}
        {failed && <FormStatus kind="error">{failureText('Unable to reset', reset.error)}</FormStatus>}
        {asking ? (
          <Group gap="xs">
            <Button
              color="red"
              loading={reset.isPending}
              onClick={() => reset.mutate({ playerID: player.playerID }, { onSettled: () => setAsking(false) })}
              leftSection={<IconShieldOff size={18} aria-hidden />}
            >
              Yes, turn it off
            </Button>
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              variant="light"
              color="red"
              onClick={() => setAsking(true)}
              leftSection={<IconShieldOff size={18} aria-hidden />}
            >
              Reset two-step sign-in
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
