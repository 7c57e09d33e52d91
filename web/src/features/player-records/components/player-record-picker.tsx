import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { RecordListProps } from '@/components/ui/record-picker';
import { errorMessage } from '@/lib/api-client';
import { usePlayerRecordSearch, type PlayerRecord } from '../api/player-records';

export interface PlayerRecordPickerProps extends RecordListProps {
  /** The player being edited, named under the search box. */
  readonly selected: PlayerRecord | null | undefined;
}

/**
 * Manage Players' player picker (product §2.24): a search box (name, number or a pasted
 * card link, from two characters) whose matches are picked, and "New Player".
 */
export function PlayerRecordPicker({ selectedID, onSelect, selected }: PlayerRecordPickerProps) {
  const [text, setText] = useState('');
  const search = usePlayerRecordSearch(text);
  const rows = search.data?.rows ?? [];
  const typed = text.trim().length >= 2;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4">
          Players
        </Title>
        <Button size="sm" variant={selectedID === 0 ? 'filled' : 'light'} leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onSelect(0)}>
          New Player
        </Button>
      </Group>
      <Select
        size="md"
        label="Find a player"
        name="player-picker"
        placeholder="Name, number or card link"
        leftSection={<IconSearch size={16} aria-hidden />}
        searchable
        clearable
        value={null}
        searchValue={text}
        onSearchChange={setText}
        filter={({ options }) => options}
        data={rows.map((player) => ({ value: String(player.playerID), label: `${player.title} (#${player.playerNumber})` }))}
        nothingFoundMessage={!typed ? 'Type two or more characters' : search.isFetching ? 'Searching...' : 'No player by that name or number'}
        error={search.isError ? errorMessage(search.error) : undefined}
        onChange={(value) => {
          if (!value) return;
          setText('');
          onSelect(Number(value));
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {typed && search.data && (
        <Text size="sm" c="dimmed" data-testid="player-picker-total">
          Total Results: {search.data.total}
        </Text>
      )}
      <Text size="sm" data-testid="player-picker-selected">
        {selectedID === 0 ? 'New player' : selected ? `Editing ${selected.title}${selected.playerNumber ? ` (#${selected.playerNumber})` : ''}` : 'Loading...'}
      </Text>
    </Stack>
  );
}
