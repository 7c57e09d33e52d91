import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '@/lib/api-client';
import { MIN_SEARCH_LENGTH, usePlayerSearch, type PlayerSearchRow } from '../api/merges';

export const playerLabel = (player: PlayerSearchRow): string => `${player.title || `${player.firstName} ${player.lastName}`} (#${player.playerNumber})`;

export interface PlayerPickerProps {
  label: string;
  description: string;
  value: PlayerSearchRow | null;
  onChange: (player: PlayerSearchRow | null) => void;
  /** A player not to offer (the other picker's choice). */
  excludeID?: number | undefined;
  testID: string;
}

/** A search-as-you-type picker over the player search (name, number or pasted card link). */
export function PlayerPicker({ label, description, value, onChange, excludeID, testID }: PlayerPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const typing = value === null || search !== playerLabel(value);
  const query = usePlayerSearch(typing ? debounced : '');
  const rows = (query.data?.rows ?? []).filter((row) => row.playerID !== excludeID);
  const options = value && !rows.some((row) => row.playerID === value.playerID) ? [value, ...rows] : rows;
  const short = search.trim().length < MIN_SEARCH_LENGTH;

  return (
    <Select
      label={label}
      description={description}
      placeholder="Name, number or card link"
      searchable
      clearable
      data-testid={testID}
      data={options.map((row) => ({ value: String(row.playerID), label: playerLabel(row) }))}
      // The server matched already: show its rows as they are.
      filter={({ options: all }) => all}
      value={value ? String(value.playerID) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((row) => String(row.playerID) === id) ?? null)}
      nothingFoundMessage={query.isError ? errorMessage(query.error) : short ? `Type at least ${MIN_SEARCH_LENGTH} characters` : query.isFetching ? 'Searching...' : 'No players found'}
      comboboxProps={{ withinPortal: true }}
      size="md"
    />
  );
}
