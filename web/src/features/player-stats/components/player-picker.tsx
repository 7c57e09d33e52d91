/**
 * Choose a player by name or number (GET /v1/player/list/1/{text}): type two characters,
 * pick a row. Shared by the dashboard and the invites screen.
 */
import { useState } from 'react';
import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-client';
import { usePlayerSearch, type PlayerSearchRow } from '../api/player-stats';

export interface PlayerPickerProps {
  readonly onPick: (player: PlayerSearchRow) => void;
  readonly label?: string;
}

export function PlayerPicker({ onPick, label = 'Find a player' }: PlayerPickerProps) {
  const [text, setText] = useState('');
  const search = usePlayerSearch(text);
  const rows = search.data?.rows ?? [];
  const typed = text.trim().length >= 2;
  return (
    <Select
      size="md"
      label={label}
      name="player"
      placeholder="Name or player number"
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
        const player = rows.find((row) => String(row.playerID) === value);
        if (player) {
          setText('');
          onPick(player);
        }
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
