import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { PlayerPicker, playerChoiceLabel } from '@/catalog';
import { errorMessage } from '@/lib/api-client';
import { newMergeKey, useMergePlayers, type MergeAnswer, type PlayerSearchRow } from '../api/merges';
import { movedText, WHAT_MOVES } from '../api/moved-words';
import { MergeHistory } from './merge-history';

/** A long name wraps inside the button on a phone rather than being cut off. */
/** The merge pickers keep their choice on show, search as typing pauses and keep the last matches listed. */
const MERGE_PICKER = {
  placeholder: 'Name, number or card link',
  debounced: true,
  keepPrevious: true,
  messages: { tooShort: 'Type at least 2 characters', noMatch: 'No players found' },
} as const;

const WRAPPING = {
  root: { height: 'auto', minHeight: 44, paddingBlock: 8 },
  label: { whiteSpace: 'normal' as const, textAlign: 'center' as const },
};

export interface MergePlayersPanelProps {
  /** Start with this survivor picked (the record open on Manage Players). */
  initialSurvivor?: PlayerSearchRow | null;
  /** Told the survivor after a merge (the page may reload its record). */
  onMerged?: (answer: MergeAnswer) => void;
  /** Show the survivor's merge history under the panel (off when the page shows it on the record). */
  withHistory?: boolean;
  /** In a narrow column (beside a form): the pickers one above the other at every width. */
  narrow?: boolean;
}

/**
 * "Merge players" (managers and up; docs/decisions/0077-merging-duplicate-players.md): pick the
 * player who stays and the duplicate, read what will happen, confirm; the server's refusal
 * (same game, level, ...) is shown as it words it.
 */
export function MergePlayersPanel({
  initialSurvivor = null,
  onMerged,
  withHistory = true,
  narrow = false,
}: MergePlayersPanelProps) {
  const [survivor, setSurvivor] = useState<PlayerSearchRow | null>(initialSurvivor);
  const [duplicate, setDuplicate] = useState<PlayerSearchRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  // One key per confirmed merge: a double tap or a retry after a lost answer is answered once.
  const [key, setKey] = useState(newMergeKey);
  const [done, setDone] = useState<MergeAnswer | null>(null);
  const mutation = useMergePlayers();
  const queryClient = useQueryClient();

  const pick = (set: (player: PlayerSearchRow | null) => void) => (player: PlayerSearchRow | null) => {
    set(player);
    setConfirming(false);
    setDone(null);
    mutation.reset();
    setKey(newMergeKey());
  };

  const merge = () => {
    if (!survivor || !duplicate) return;
    mutation.mutate(
      { survivorID: survivor.playerID, duplicateID: duplicate.playerID, key },
      {
        onSuccess: async (answer) => {
          setDone(answer);
          setConfirming(false);
          setDuplicate(null);
          setKey(newMergeKey());
          // Manage Players' own reads (its picker, the survivor's record with its new alternate
          // number) are read afresh before the page opens the survivor again: a form started
          // from the old record would save the alternate number away.
          await queryClient.invalidateQueries({ queryKey: ['player-records'] });
          onMerged?.(answer);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="merge-players-title"
      data-testid="merge-players-panel"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="merge-players-title">
            Merge players
          </Title>
          <Text size="sm" c="dimmed">
            For a player entered twice (a lost card and a new number): the duplicate&apos;s records join the player who
            stays.
          </Text>
        </div>
        <SimpleGrid cols={narrow ? 1 : { base: 1, sm: 2 }} spacing="md">
          <PlayerPicker
            label="Player who stays"
            description="Keeps its number, name and account"
            value={survivor}
            onChange={pick(setSurvivor)}
            excludeID={duplicate?.playerID}
            testID="merge-survivor"
            {...MERGE_PICKER}
          />
          <PlayerPicker
            label="Duplicate to merge"
            description="Its records move; then it is removed"
            value={duplicate}
            onChange={pick(setDuplicate)}
            excludeID={survivor?.playerID}
            testID="merge-duplicate"
            {...MERGE_PICKER}
          />
        </SimpleGrid>

        {survivor && duplicate ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle aria-hidden />}
            title="What will happen"
            data-testid="merge-preview"
          >
            <Stack gap={6}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {playerChoiceLabel(duplicate)}
                </Text>
                <IconArrowRight size={16} aria-label="merged into" />
                <Text size="sm" fw={600}>
                  {playerChoiceLabel(survivor)}
                </Text>
              </Group>
              <Text size="sm">
                {playerChoiceLabel(survivor)} stays. The {WHAT_MOVES} of {playerChoiceLabel(duplicate)} move to it;
                number #{duplicate.playerNumber} becomes one of its alternate numbers, so the old card still scans. The
                duplicate is logged out everywhere, its record (player {duplicate.playerID}) is then removed, and the
                standings are recomputed. This cannot be undone.
              </Text>
            </Stack>
          </Alert>
        ) : null}

        {mutation.isError ? (
          <Alert color="red" role="alert" data-testid="merge-error">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="green" icon={<IconCheck aria-hidden />} role="status" data-testid="merge-done">
            {done.message}: {done.merge.duplicateTitle} (#{done.merge.duplicateNumber}) into{' '}
            {survivor ? survivor.title : `player ${done.merge.survivorID}`}, {movedText(done.merge.moved)}.
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          {confirming ? (
            <>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={mutation.isPending} size="md">
                Cancel
              </Button>
              <Button
                color="red"
                onClick={merge}
                loading={mutation.isPending}
                size="md"
                data-testid="merge-confirm"
                styles={WRAPPING}
              >
                Yes, merge and remove {duplicate?.title}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => setConfirming(true)}
              disabled={!survivor || !duplicate}
              size="md"
              data-testid="merge-start"
            >
              Merge players...
            </Button>
          )}
        </Group>

        {withHistory && survivor ? (
          <MergeHistory playerID={survivor.playerID} title={`Merged into ${survivor.title}`} />
        ) : null}
      </Stack>
    </Paper>
  );
}
