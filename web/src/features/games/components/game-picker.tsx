import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { gameLabel } from '@league/modules/games/domain/game-title.js';
import { SeriesSelect, VenueSelect } from '@/catalog';
import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { leagueToday } from '@/lib/clock';
import { useGame, useGameWindow, type GameRow } from '../api/games';
import {
  ALL_YEARS,
  initialPickerFilters,
  pickerWindowPath,
  withGame,
  yearChoices,
  type PickerFilters,
} from '../browse-filters';
import { gameListText, monthOfGame } from '../game-time';
import { MonthFilter, YearFilter } from './filter-selects';

const gameItem = (game: GameRow): RecordPickerItem => ({
  id: game.gameID,
  label: gameLabel(game),
  description: gameListText(game.gameAt, game.venueTimeZone),
});

/**
 * The game picker: venue, event (following the venue), year and month, then the
 * games of that month in date order, "New Game" first. Opened on a game (a link to
 * /update/games/{gameID}) it starts on that game's month; the selected game stays
 * listed, in its date's place, when the filters leave it out (a game just moved).
 */
export function GamePicker(props: Pick<RecordListProps, 'selectedID' | 'onSelect'>) {
  // The game the screen was opened on decides the first month shown, until a filter is changed.
  // Once read, its month is kept and the game no longer watched: deleted, it would be read again (a 404).
  const [openedOn, setOpenedOn] = useState(props.selectedID);
  const opened = useGame(openedOn).data;
  const [chosen, setChosen] = useState<PickerFilters | null>(null);
  if (opened && openedOn > 0) {
    setOpenedOn(0);
    if (!chosen) setChosen({ ...initialPickerFilters(leagueToday()), ...monthOfGame(opened) });
  }
  const filters = chosen ?? initialPickerFilters(leagueToday());
  const games = useGameWindow(pickerWindowPath(filters));
  const selected = useGame(props.selectedID).data;
  const rows = withGame(games.data?.rows, selected);

  const change = (next: Partial<PickerFilters>) => {
    const merged = { ...filters, ...next };
    if (next.venueID !== undefined && next.venueID !== filters.venueID) merged.eventID = 0;
    if (merged.year === ALL_YEARS) merged.year = filters.year;
    setChosen(merged);
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <VenueSelect value={filters.venueID} onChange={(venueID) => change({ venueID })} />
        <SeriesSelect venueID={filters.venueID} value={filters.eventID} onChange={(eventID) => change({ eventID })} />
        <YearFilter
          years={yearChoices(leagueToday())}
          allYears={false}
          value={filters.year}
          onChange={(year) => change({ year })}
        />
        <MonthFilter value={filters.month} onChange={(month) => change({ month })} />
      </SimpleGrid>
      <RecordPicker
        {...props}
        title="Games"
        newLabel="New Game"
        query={{ ...games, data: rows && { rows } }}
        toItem={gameItem}
      />
    </Stack>
  );
}
