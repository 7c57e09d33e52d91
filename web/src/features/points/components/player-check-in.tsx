import { forwardRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { usePlayerSearch } from '@/catalog';
import type { PlayerSearchRow } from '../api/points';

export interface PlayerCheckInProps {
  /** The player picked in the picker (0: none). */
  readonly pickedID: number;
  readonly onPick: (player: PlayerSearchRow | null) => void;
  readonly onCheckIn: () => void;
  readonly onRemove: () => void;
  /** What a scanner (or the host) typed, then Enter. */
  readonly onScan: (text: string) => void;
  readonly disabled: boolean;
}

/** What only a scanner types: the wedge's `;` prefix, or a card link (`…/p/123`, `…/p?n=123`). */
const LOOKS_SCANNED = /^;|\/p(\/\d|\?)/i;

const labelOf = (player: PlayerSearchRow): string => `${player.title} (#${player.playerNumber})`;

/**
 * The player picker (a search over players by name or number), the scan field a
 * keyboard-wedge scanner types into (`;1234` or a card link, then Enter), and the
 * Check In and Remove buttons. The scan field is a plain input so a USB scanner's
 * characters land there; the screen keeps the focus in it (points-screen.tsx).
 */
export const PlayerCheckIn = forwardRef<HTMLInputElement, PlayerCheckInProps>(function PlayerCheckIn(props, scanRef) {
  const { pickedID, onPick, onCheckIn, onRemove, onScan, disabled } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = usePlayerSearch(debounced, { enabled: debounced.length >= 2 });
  const [picked, setPicked] = useState<PlayerSearchRow | null>(null);
  const [scanText, setScanText] = useState('');

  const rows = found.data?.rows ?? [];
  const players =
    picked && pickedID === picked.playerID && !rows.some((row) => row.playerID === picked.playerID)
      ? [picked, ...rows]
      : rows;
  const options = players.map((player) => ({ value: String(player.playerID), label: labelOf(player) }));

  const pick = (value: string | null) => {
    const player = players.find((row) => String(row.playerID) === value) ?? null;
    setPicked(player);
    onPick(player);
  };

  const scanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const text = scanText.trim();
    setScanText('');
    if (text) onScan(text);
  };

  // A scanner that types while the picker has the focus: its `;` wedge prefix or card link,
  // then Enter, is a scan, not a search (caught before the picker picks an option).
  const scanInPicker = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !LOOKS_SCANNED.test(search.trim())) return;
    event.preventDefault();
    event.stopPropagation();
    const text = search.trim();
    setSearch('');
    onScan(text);
  };

  const nothingFound =
    debounced.length < 2
      ? 'Type 2 letters or digits'
      : found.isPending
        ? 'Searching...'
        : found.isError
          ? 'Search failed'
          : 'No player found';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <div onKeyDownCapture={scanInPicker}>
        <Select
          label="Player"
          placeholder="Search by name or number"
          size="md"
          searchable
          clearable
          data={options}
          value={pickedID > 0 ? String(pickedID) : null}
          onChange={pick}
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already: show its rows as they are.
          filter={({ options: all }) => all}
          nothingFoundMessage={nothingFound}
          data-testid="player-picker"
        />
      </div>
      <TextInput
        ref={scanRef}
        label="Scan"
        placeholder="Scan a card or type a number"
        size="md"
        leftSection={<IconBarcode size={20} aria-hidden />}
        value={scanText}
        onChange={(event) => setScanText(event.currentTarget.value)}
        onKeyDown={scanKey}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="send"
        disabled={disabled}
        data-testid="scan-input"
      />
      <Group gap="sm" grow wrap="nowrap" style={{ gridColumn: '1 / -1' }}>
        <Button
          size="md"
          mih={44}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={onCheckIn}
          disabled={disabled}
          data-testid="check-in"
        >
          Check In
        </Button>
        <Button
          size="md"
          mih={44}
          variant="default"
          leftSection={<IconUserMinus size={18} aria-hidden />}
          onClick={onRemove}
          disabled={disabled}
          data-testid="remove-player"
        >
          Remove
        </Button>
      </Group>
    </SimpleGrid>
  );
});
