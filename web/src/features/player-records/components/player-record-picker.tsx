import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { PlayerPicker } from '@/catalog';
import type { RecordListProps } from '@/components/ui/record-picker';
import type { PlayerRecord } from '../api/player-records';

export interface PlayerRecordPickerProps extends RecordListProps {
  /** The player being edited, named under the search box. */
  readonly selected: PlayerRecord | null | undefined;
}

/**
 * Manage Players' player picker (product §2.24): the catalog's player picker (name,
 * number or a pasted card link, from two characters) whose matches are picked, and
 * "New Player".
 */
export function PlayerRecordPicker({ selectedID, onSelect, selected }: PlayerRecordPickerProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4">
          Players
        </Title>
        <Button
          size="sm"
          variant={selectedID === 0 ? 'filled' : 'light'}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => onSelect(0)}
        >
          New Player
        </Button>
      </Group>
      <PlayerPicker
        label="Find a player"
        name="player-picker"
        placeholder="Name, number or card link"
        withIcon
        showTotal
        keepPrevious
        onPick={(player) => onSelect(player.playerID)}
      />
      <Text size="sm" data-testid="player-picker-selected">
        {selectedID === 0
          ? 'New player'
          : selected
            ? `Editing ${selected.title}${selected.playerNumber ? ` (#${selected.playerNumber})` : ''}`
            : 'Loading...'}
      </Text>
    </Stack>
  );
}
