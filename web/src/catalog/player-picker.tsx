/**
 * The one player picker (Manage Players, the merge panel, the player dashboard and
 * invites): a search box over the player search (name, number or a pasted card link,
 * from two characters) whose matches are picked.
 * - Without `value` it picks and clears: the box empties and `onPick` gets the player.
 * - With `value` it keeps the choice on show, like any select (`onChange`, null when cleared).
 */
import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-client';
import { SEARCH_MIN_CHARACTERS } from './paths';
import { usePlayerSearch, type PlayerSearchRow } from './reads';

/** "Ann Example (#9000123)": a player as the pickers name one. */
export const playerChoiceLabel = (player: PlayerSearchRow): string =>
  `${player.title || `${player.firstName} ${player.lastName}`} (#${player.playerNumber})`;

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

interface PickerLook {
  readonly label: string;
  readonly placeholder: string;
  readonly name?: string;
  readonly description?: string;
  readonly testID?: string;
  /** The magnifier in front of the box. */
  readonly withIcon?: boolean;
  /** "Total Results: n" under the box once a search is answered. */
  readonly showTotal?: boolean;
  /** The list's text before two characters and when nothing matched. */
  readonly messages?: { readonly tooShort: string; readonly noMatch: string };
  /** A player not to offer (the other picker's choice). */
  readonly excludeID?: number | undefined;
  /** Ask after typing pauses (SEARCH_DEBOUNCE_MS) rather than on every key. */
  readonly debounced?: boolean;
  /** Keep the last matches listed while the next search is asked. */
  readonly keepPrevious?: boolean;
}

export type PlayerPickerProps = PickerLook &
  (
    | { readonly value?: undefined; readonly onPick: (player: PlayerSearchRow) => void; readonly onChange?: undefined }
    | {
        readonly value: PlayerSearchRow | null;
        readonly onChange: (player: PlayerSearchRow | null) => void;
        readonly onPick?: undefined;
      }
  );

const DEFAULT_MESSAGES = { tooShort: 'Type two or more characters', noMatch: 'No player by that name or number' };

export function PlayerPicker(props: PlayerPickerProps) {
  const {
    label,
    placeholder,
    name,
    description,
    testID,
    withIcon = false,
    showTotal = false,
    messages = DEFAULT_MESSAGES,
    excludeID,
    debounced = false,
    keepPrevious = false,
  } = props;
  const keeps = props.value !== undefined;
  const value = props.value ?? null;
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text, debounced ? SEARCH_DEBOUNCE_MS : 0);
  // A kept choice shows its label in the box: that is not a search.
  const typing = value === null || text !== playerChoiceLabel(value);
  const asked = debounced ? settled : text;
  const typed = text.trim().length >= SEARCH_MIN_CHARACTERS;
  const search = usePlayerSearch(typing ? asked : '', {
    enabled: asked.trim().length >= SEARCH_MIN_CHARACTERS,
    keepPrevious,
  });
  const rows = (search.data?.rows ?? []).filter((row) => row.playerID !== excludeID);
  const options = value && !rows.some((row) => row.playerID === value.playerID) ? [value, ...rows] : rows;
  const nothingFound =
    keeps && search.isError
      ? errorMessage(search.error)
      : !typed
        ? messages.tooShort
        : search.isFetching
          ? 'Searching...'
          : messages.noMatch;

  return (
    <>
      <Select
        size="md"
        label={label}
        description={description}
        name={name}
        placeholder={placeholder}
        leftSection={withIcon ? <IconSearch size={16} aria-hidden /> : undefined}
        searchable
        clearable
        data-testid={testID}
        value={value ? String(value.playerID) : null}
        searchValue={text}
        onSearchChange={setText}
        // The server matched already: show its rows as they are.
        filter={({ options: all }) => all}
        data={options.map((player) => ({
          value: String(player.playerID),
          label: keeps ? playerChoiceLabel(player) : `${player.title} (#${player.playerNumber})`,
        }))}
        nothingFoundMessage={nothingFound}
        error={!keeps && search.isError ? errorMessage(search.error) : undefined}
        onChange={(id) => {
          const player = options.find((row) => String(row.playerID) === id) ?? null;
          if (props.value !== undefined) {
            props.onChange(player);
          } else if (player) {
            setText('');
            props.onPick(player);
          }
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {showTotal && typed && search.data && (
        <Text size="sm" c="dimmed" data-testid="player-picker-total">
          Total Results: {search.data.total}
        </Text>
      )}
    </>
  );
}
