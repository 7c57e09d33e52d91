import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-client';
import { useMergeHistory } from '../api/merges';
import { movedText } from '../api/moved-words';

const when = (instant: string): string =>
  new Date(instant).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The merges into a player, newest first: shown on the survivor's record (assistants and up). */
export function MergeHistory({ playerID, title = 'Merged records' }: { playerID: number; title?: string }) {
  const history = useMergeHistory(playerID);
  if (playerID <= 0) return null;
  return (
    <Stack gap="xs" data-testid="merge-history" aria-live="polite">
      <Title order={3} size="h5">
        {title}
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label="Loading merges" />
      ) : history.isError ? (
        <Alert color="red">{errorMessage(history.error)}</Alert>
      ) : history.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No records merged into this player.
        </Text>
      ) : (
        <List spacing="xs" icon={<IconGitMerge size={16} aria-hidden />} center={false}>
          {history.data.rows.map((merge) => (
            <List.Item key={merge.mergeID} data-testid="merge-history-row">
              <Text size="sm">
                <strong>{merge.duplicateTitle}</strong> (#{merge.duplicateNumber}, player {merge.duplicateID}) merged on{' '}
                {when(merge.mergedAt)}
                {merge.mergedByTitle ? ` by ${merge.mergedByTitle}` : ''}: {movedText(merge.moved)}. Old number #
                {merge.duplicateNumber} still scans.
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
