/**
 * A list filter by player (the Events player filter): the same search as the dashboard's
 * picker, showing the chosen player and cleared with its × ("All Players").
 */
import { useState } from 'react';
import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { usePlayerSearch } from '@/catalog';
import { errorMessage } from '@/lib/api-client';
import { usePlayerByID, type PlayerRecord, type PlayerSearchRow } from '../api/player-stats';

export interface PlayerFilterProps {
  /** The chosen player's id; 0 none. */
  readonly playerID: number;
  readonly onChange: (playerID: number) => void;
  readonly label?: string;
}

/** A choice of the filter: a search row, or the chosen player as read by id. */
type PlayerChoice = Pick<PlayerSearchRow | PlayerRecord, 'playerID' | 'title' | 'playerNumber'>;

const labelOf = (player: PlayerChoice): string => `${player.title ?? ''} (#${player.playerNumber ?? ''})`;

export function PlayerFilter({ playerID, onChange, label = 'Player' }: PlayerFilterProps) {
  const chosen = usePlayerByID(playerID);
  const [text, setText] = useState<string | null>(null);
  const search = usePlayerSearch(text ?? '', { enabled: (text ?? '').trim().length >= 2 });
  const rows = text === null ? [] : (search.data?.rows ?? []);
  const current = playerID > 0 ? (chosen.data ?? null) : null;
  const options = current && !rows.some((row) => row.playerID === current.playerID) ? [current, ...rows] : rows;
  const currentLabel =
    playerID > 0 ? (current ? labelOf(current) : chosen.isPending ? 'Loading...' : `Player ${playerID}`) : '';
  const typed = (text ?? '').trim().length >= 2;
  return (
    <Select
      size="md"
      label={label}
      name="player"
      placeholder="All Players"
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the player filter' }}
      data-testid="player-filter"
      data={options.map((player) => ({ value: String(player.playerID), label: labelOf(player) }))}
      value={playerID > 0 ? String(playerID) : null}
      searchValue={text ?? currentLabel}
      onSearchChange={(next) => setText(next === currentLabel ? null : next)}
      onBlur={() => setText(null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        !typed ? 'Type two or more characters' : search.isFetching ? 'Searching...' : 'No player by that name or number'
      }
      error={search.isError ? errorMessage(search.error) : undefined}
      onChange={(value) => {
        setText(null);
        onChange(Number(value ?? 0));
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
