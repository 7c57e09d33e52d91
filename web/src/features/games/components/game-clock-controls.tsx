import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconPlus,
} from '@tabler/icons-react';
import { blindsText, clockText, levelName, type ClockAction } from '@league/modules/games/domain/game-clock.js';
import { UserType } from '@league/shared/domain/user-type.js';
import { href } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiSend } from '@/lib/api-reads';
import { useAuth } from '@/lib/auth';
import { useNetwork } from '@mantine/hooks';
import { clockWaitText, useGameClock } from '../hooks/use-game-clock';
import { ClockStructureEditor } from './game-clock-structure';

const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The host's clock controls on the points screen (issue 23): start, pause, resume, next
 * and previous level, add a minute. Each press names the version on screen and carries
 * its own Idempotency-Key; when another screen pressed first (409), the clock as it now
 * is comes on screen and the host sees why nothing happened.
 */
export function GameClockControls({ gameID }: { readonly gameID: number }) {
  const { online } = useNetwork();
  const { shown, error, accept, refresh } = useGameClock(gameID);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const isManager = useAuth().isAtLeast(UserType.Manager);

  const press = async (action: ClockAction) => {
    if (!shown) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiSend(
        'post',
        '/v1/game/clock/{gameID}',
        { gameID },
        { action, expectedVersion: shown.view.version },
        { headers: { 'Idempotency-Key': newKey() } },
      );
      accept(answer);
    } catch (failure) {
      setNotice(
        failure instanceof ApiError && failure.code === 'CLOCK_VERSION_CONFLICT'
          ? 'Another screen changed the clock first: here it is now.'
          : errorMessage(failure),
      );
      refresh();
    } finally {
      setBusy(false);
    }
  };

  if (!shown) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="clock-controls">
        <Text c="dimmed">{clockWaitText(error, online, errorMessage)}</Text>
      </Paper>
    );
  }
  const { view } = shown;
  const level = view.levels[view.levelIndex];
  const next = view.levels[view.levelIndex + 1];
  const label = (text: string, icon: React.ReactNode, action: ClockAction, disabled: boolean, testID: string) => (
    <Button
      size="md"
      variant={action === 'start' || action === 'resume' ? 'filled' : 'default'}
      leftSection={icon}
      onClick={() => void press(action)}
      disabled={busy || disabled}
      data-testid={testID}
    >
      {text}
    </Button>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="clock-controls">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Clock
          </Title>
          <Text size="sm" c="dimmed" data-testid="clock-status">
            {view.status === 'ready'
              ? 'Not started'
              : view.status === 'running'
                ? 'Running'
                : view.status === 'paused'
                  ? 'Paused'
                  : 'Finished'}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <div>
            <Text fw={700} data-testid="clock-level">
              {levelName(view.levels, view.levelIndex)}
            </Text>
            <Text size="sm" data-testid="clock-blinds">
              {blindsText(level)}
            </Text>
          </div>
          <Text
            fw={800}
            fz={36}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="clock-time"
            data-deadline={shown.localDeadline ?? undefined}
            data-offset-error-ms={shown.offsetErrorMs === null ? undefined : Math.round(shown.offsetErrorMs)}
            data-remaining-ms={Math.round(shown.remainingMs)}
            role="timer"
            aria-live="off"
          >
            {clockText(shown.remainingMs)}
          </Text>
        </Group>
        {next && (
          <Text size="sm" c="dimmed">
            Next: {blindsText(next)}
          </Text>
        )}
        <Group gap="xs">
          {view.status === 'ready' &&
            label('Start', <IconPlayerPlay size={18} aria-hidden />, 'start', false, 'clock-start')}
          {view.status === 'running' &&
            label('Pause', <IconPlayerPause size={18} aria-hidden />, 'pause', false, 'clock-pause')}
          {view.status === 'paused' &&
            label('Resume', <IconPlayerPlay size={18} aria-hidden />, 'resume', false, 'clock-resume')}
          {label(
            '+1 min',
            <IconPlus size={18} aria-hidden />,
            'addMinute',
            view.status === 'finished',
            'clock-add-minute',
          )}
        </Group>
        <Group gap="xs">
          {label(
            'Previous',
            <IconPlayerSkipBack size={18} aria-hidden />,
            'previous',
            view.levelIndex === 0,
            'clock-previous',
          )}
          {label(
            'Next level',
            <IconPlayerSkipForward size={18} aria-hidden />,
            'next',
            view.levelIndex + 1 >= view.levels.length,
            'clock-next',
          )}
        </Group>
        {notice && (
          <Text size="sm" c="orange.8" role="status" data-testid="clock-notice">
            {notice}
          </Text>
        )}
        <Group gap="md">
          <Anchor
            size="sm"
            href={`${href('gameMonitor', { gameID })}?tv=1`}
            target="_blank"
            rel="noopener"
            data-testid="clock-tv-link"
          >
            TV clock
          </Anchor>
          <Anchor size="sm" href={href('gameClock', { gameID })} target="_blank" rel="noopener">
            Phone clock
          </Anchor>
          {isManager && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setEditing(true)}
              data-testid="clock-edit-structure"
            >
              Blind structure
            </Anchor>
          )}
        </Group>
        {editing && <ClockStructureEditor clock={view} onSaved={accept} onClose={() => setEditing(false)} />}
      </Stack>
    </Paper>
  );
}
