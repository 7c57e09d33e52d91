import { useState } from 'react';
/**
 * Event leaderboard (product §2 "Event leaderboard"): filters venue, event, year and
 * period, kept in the address and rewritten (replace) on each change. Event 3 lists each
 * quarterly tournament's champion, event 4 each national one (one row per game, with its
 * date); other events list each event's totals by rank. Total Points is hidden for event 3
 * (a quarterly's places carry no league points worth comparing).
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { SeriesSelect, VenueSelect } from '@/catalog';
import { Paginator } from '@/components/ui/paginator';
import { CellLink, ReadTable, WHOLE_WORDS, type ReadTableColumn } from '@/components/ui/read-table';
import { PageHeading } from '@/components/ui/page-heading';
import { PeriodFilter } from '@/components/ui/period-filter';
import { href } from '@/config/paths';
import { EventType } from '@league/shared/domain/event-type.js';
import { useEventLeaderboard, type EventLeaderboardRow } from '../api/standings';
import { useEventLeaderboardFilters } from '../hooks/use-leaderboard-filters';
import { eventLeaderboardPath, standingsFilterOf, type LeaderboardFilters } from '../standings-filters';
import { isChampionToken } from '../standings-paths';
import { gameDate } from '../standings-format';
import { phoneTitle } from './columns';
import classes from './standings.module.css';
import { usePageHead } from '@/lib/page-head';
import { leaderboardHead } from '../standings-head';

const HEADINGS: Readonly<Record<number, string>> = {
  [EventType.Quarterly]: 'Quarterly Champions',
  [EventType.Tournament]: 'National Champions',
};

/** The champions' tokens (3 quarterly, 4 national) above the events; a real event with such an id is left out (the contract's slot). */
const CHAMPION_OPTIONS = [
  { value: String(EventType.Quarterly), label: 'Quarterly Champions' },
  { value: String(EventType.Tournament), label: 'National Champions' },
];

/** Which event (or game) a row belongs to: rows come grouped by it. */
const groupOf = (row: EventLeaderboardRow): string => `${row.gameID}-${row.eventID ?? 0}-${row.venueID ?? 0}`;

function columnsFor(
  filters: LeaderboardFilters,
  pageRows: readonly EventLeaderboardRow[],
): ReadTableColumn<EventLeaderboardRow>[] {
  const perGame = isChampionToken(filters.eventID);
  const eventCell = (row: EventLeaderboardRow) =>
    row.gameID > 0 ? (
      <CellLink to={href('gameDetail', { gameID: row.gameID })}>{row.title}</CellLink>
    ) : row.eventID ? (
      <>
        <CellLink to={eventLeaderboardPath({ ...filters, venueID: row.venueID ?? 0, eventID: row.eventID })}>
          {row.title}
        </CellLink>
        {/* Venues name their events alike ("Tuesday Nights"): with every venue listed, say whose. */}
        {filters.venueID === 0 && row.venueName && <div className={classes.venueLine}>{row.venueName}</div>}
      </>
    ) : (
      row.title
    );
  // A phone has no Event column (issue 30: it repeated the event and venue on every row):
  // the first row of each event on the page names it above the player, once.
  const startsGroup = (row: EventLeaderboardRow, index: number): boolean =>
    index === 0 || groupOf(pageRows[index - 1] ?? row) !== groupOf(row);
  const columns: (ReadTableColumn<EventLeaderboardRow> & { hidden?: boolean })[] = [
    { accessor: 'title', title: 'Event', visibleFrom: 'xs', render: eventCell },
    { accessor: 'gameAt', title: 'Date', hidden: !perGame, noWrap: true, render: (row) => gameDate(row) },
    {
      accessor: 'playerNumber',
      title: 'Player #',
      // A phone has no room for it; the name still links to the player.
      visibleFrom: 'xs',
      render: (row) => <CellLink to={href('playerCard', { number: row.playerNumber })}>{row.playerNumber}</CellLink>,
    },
    {
      accessor: 'playerName',
      title: 'Name',
      cellsClassName: WHOLE_WORDS,
      render: (row, index) => (
        <>
          {startsGroup(row, index) && (
            <div className={classes.phoneGroup} data-testid="phone-event">
              {eventCell(row)}
            </div>
          )}
          <CellLink to={href('playerDashboard', { playerNumber: row.playerNumber })}>{row.playerName}</CellLink>
        </>
      ),
    },
    { accessor: 'ranked', title: 'Rank', textAlign: 'right' },
    {
      accessor: 'totalPoints',
      title: phoneTitle('Total Points', 'Points'),
      textAlign: 'right',
      hidden: filters.eventID === EventType.Quarterly,
    },
  ];
  return columns.filter((column) => !column.hidden);
}

/** Rows a page of the event leaderboard shows. */
const EVENT_LEADERBOARD_PAGE_SIZE = 50;

export function EventLeaderboard() {
  const { filters, today, apply } = useEventLeaderboardFilters();
  const filter = standingsFilterOf(filters);
  const rows = useEventLeaderboard(filter);
  // Every event's totals can be thousands of rows: shown a page at a time, back to page 1 on a new filter.
  const filterKey = JSON.stringify(filter);
  const [paged, setPaged] = useState({ filterKey, page: 1 });
  const page = paged.filterKey === filterKey ? paged.page : 1;
  const allRows = rows.data?.rows ?? [];
  const shown = {
    ...rows,
    data: rows.data && {
      rows: allRows.slice((page - 1) * EVENT_LEADERBOARD_PAGE_SIZE, page * EVENT_LEADERBOARD_PAGE_SIZE),
      total: allRows.length,
    },
  };
  const heading = HEADINGS[filters.eventID];
  usePageHead(
    leaderboardHead(heading ?? 'Event Leaderboard', filters, rows.data?.rows, filters.eventID !== EventType.Quarterly),
  );
  return (
    <Stack gap="md">
      <PageHeading mb={0}>
        {heading && (
          <Text fw={600} data-testid="leaderboard-kind">
            {heading}
          </Text>
        )}
      </PageHeading>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        verticalSpacing="xs"
        component="section"
        aria-label="Filters"
      >
        <VenueSelect value={filters.venueID} onChange={(venueID) => apply({ venueID })} />
        <SeriesSelect
          everyVenue
          extraOptions={CHAMPION_OPTIONS}
          venueID={filters.venueID}
          value={filters.eventID}
          onChange={(eventID) => apply({ eventID })}
        />
        <PeriodFilter value={filters} today={today} onChange={(period) => apply(period)} />
      </SimpleGrid>
      <ReadTable
        label="Event Leaderboard"
        query={shown}
        columns={columnsFor(filters, shown.data?.rows ?? [])}
        idAccessor={(row) => `${row.gameID}-${row.eventID ?? 0}-${row.playerID}-${row.ranked}`}
        emptyText="No results for these filters."
      />
      {allRows.length > EVENT_LEADERBOARD_PAGE_SIZE && (
        <Paginator
          label="Event leaderboard pages"
          page={page}
          pageSize={EVENT_LEADERBOARD_PAGE_SIZE}
          total={allRows.length}
          onPageChange={(next) => setPaged({ filterKey, page: next })}
        />
      )}
    </Stack>
  );
}

export default EventLeaderboard;
