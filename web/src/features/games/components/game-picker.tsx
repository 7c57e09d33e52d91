import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { now } from '@/lib/clock';
import { useGame, useGameWindow, type GameRow } from '../api/games';
import { ALL_YEARS, initialPickerFilters, pickerWindowPath, yearChoices, type PickerFilters } from '../browse-filters';
import { gameListText } from '../game-time';
import { EventFilter, MonthFilter, VenueFilter, YearFilter } from './filter-selects';

const gameItem = (game: GameRow): RecordPickerItem => ({
  id: game.gameID,
  label: game.displayTitle,
  description: gameListText(game.gameAt, game.venueTimeZone),
});

/**
 * The game picker: venue, event (following the venue), year and month, then the
 * games of that month with "New Game" first. The selected game stays listed when
 * the filters leave it out (a deep link to another month, a game just moved).
 */
export function GamePicker(props: Pick<RecordListProps, 'selectedID' | 'onSelect'>) {
  const [filters, setFilters] = useState(() => initialPickerFilters(now()));
  const games = useGameWindow(pickerWindowPath(filters));
  const selected = useGame(props.selectedID).data;
  const change = (next: Partial<PickerFilters>) =>
    setFilters((current) => {
      const merged = { ...current, ...next };
      if (next.venueID !== undefined && next.venueID !== current.venueID) merged.eventID = 0;
      if (merged.year === ALL_YEARS) merged.year = current.year;
      return merged;
    });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <VenueFilter value={filters.venueID} onChange={(venueID) => change({ venueID })} />
        <EventFilter venueID={filters.venueID} value={filters.eventID} onChange={(eventID) => change({ eventID })} />
        <YearFilter years={yearChoices(now())} allYears={false} value={filters.year} onChange={(year) => change({ year })} />
        <MonthFilter value={filters.month} onChange={(month) => change({ month })} />
      </SimpleGrid>
      <RecordPicker {...props} title="Games" newLabel="New Game" query={games} toItem={gameItem} selected={selected} />
    </Stack>
  );
}
