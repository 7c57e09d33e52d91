import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { FormStatus } from '@/components/ui/form-status';
import { failureText } from '@/lib/api-client';
import {
  useOpenJobsDashboard,
  useStandingsRebuild,
  useStartStandingsRebuild,
  type StandingsRebuild,
} from '../api/jobs';

const STATE_LABEL: Record<StandingsRebuild['state'], { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'gray' },
  active: { label: 'Running', color: 'blue' },
  completed: { label: 'Finished', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const when = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '');

/** The jobs dashboard's way in, for admins and the owner. */
function DashboardCard() {
  const open = useOpenJobsDashboard();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Jobs dashboard
        </Title>
        <Text size="sm">
          The league&apos;s background work: the domain events relay, standings jobs, the game schedule, Vegas Invites
          and their mail, and housekeeping. See each queue&apos;s counts and failed jobs with their error, and retry a
          failed job.
        </Text>
        {open.error ? (
          <FormStatus kind="error">{failureText('Error opening the jobs dashboard', open.error)}</FormStatus>
        ) : null}
        <Group>
          <Button
            leftSection={<IconExternalLink size={18} />}
            loading={open.isPending}
            onClick={() => open.mutate()}
            data-testid="open-jobs-dashboard"
          >
            Open the dashboard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A full standings rebuild: start one, follow its progress. */
function RebuildCard() {
  const rebuild = useStandingsRebuild();
  const start = useStartStandingsRebuild();
  const current = rebuild.data ?? null;
  const running = current?.state === 'waiting' || current?.state === 'active';
  const state = current ? STATE_LABEL[current.state] : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Standings rebuild
        </Title>
        <Text size="sm">
          Recomputes every leaderboard and stat from the point records. The standings stay readable meanwhile; the
          worker keeps them fresh on its own, so this is only needed after a repair.
        </Text>
        {rebuild.error ? (
          <FormStatus kind="error">{failureText('Error getting the standings rebuild', rebuild.error)}</FormStatus>
        ) : null}
        {start.error ? (
          <FormStatus kind="error">{failureText('Error starting the standings rebuild', start.error)}</FormStatus>
        ) : null}
        {current && state ? (
          <Stack gap={6} data-testid="standings-rebuild">
            <Group gap="xs" wrap="wrap">
              <Badge color={state.color} variant="light" data-testid="standings-rebuild-state">
                {state.label}
              </Badge>
              <Text size="sm" c="dimmed">
                Job {current.jobID}, asked {when(current.queuedAt)}
                {current.finishedAt ? `, done ${when(current.finishedAt)}` : ''}
              </Text>
            </Group>
            <Progress value={current.progress} animated={running} aria-label="Standings rebuild progress" />
            <Text size="sm" data-testid="standings-rebuild-progress">
              {current.progress}%
            </Text>
            {current.stalled ? (
              <Text size="sm" c="orange.9" data-testid="standings-rebuild-stalled">
                Stalled: its worker stopped. It will be picked up again and retried in a few seconds.
              </Text>
            ) : null}
            {current.failedReason ? (
              <Text size="sm" c="red.8">
                {current.failedReason}
              </Text>
            ) : null}
          </Stack>
        ) : rebuild.isSuccess ? (
          <Text size="sm" c="dimmed">
            No rebuild yet.
          </Text>
        ) : null}
        <Group>
          <Button
            leftSection={<IconRefresh size={18} />}
            variant="light"
            loading={start.isPending}
            disabled={running}
            onClick={() => start.mutate()}
            data-testid="start-standings-rebuild"
          >
            {running ? 'Rebuilding…' : 'Rebuild standings'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Jobs screen (/update/jobs): the dashboard's door and the standings rebuild. */
export function JobsPanel() {
  return (
    <Stack gap="md">
      <DashboardCard />
      <RebuildCard />
    </Stack>
  );
}
