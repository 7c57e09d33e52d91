/**
 * Player leaderboard (product §2 "Player leaderboard", §9): filters venue, event, year and
 * period; a chart of the page's players; the table Rank, Player #, Name, Total Points,
 * Final Table, Won, 20 a page with the paginator above and below. Year and period are in
 * the path, venue, event and page in the query string (standings-filters.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { SeriesSelect, useVenueList, VenueSelect } from '@/catalog';
import { ReadTable, WHOLE_WORDS, type ReadTableColumn, CellLink } from '@/components/ui/read-table';
import { PageHeading } from '@/components/ui/page-heading';
import { PeriodFilter } from '@/components/ui/period-filter';
import { href } from '@/config/paths';
import { useLeaderboardPage, type LeaderboardRow } from '../api/standings';
import { usePlayerLeaderboardState } from '../hooks/use-leaderboard-filters';
import { standingsFilterOf } from '../standings-filters';
import { LEADERBOARD_PAGE_SIZE } from '../standings-paths';
import { Paginator } from '@/components/ui/paginator';
import { phoneTitle } from './columns';
import { LeaderboardChartSvg } from './leaderboard-chart-svg';
import { usePageHead } from '@/lib/page-head';
import { leaderboardHead } from '../standings-head';

const LazyChart = lazy(() => import('./leaderboard-chart'));

const COLUMNS: ReadTableColumn<LeaderboardRow>[] = [
  { accessor: 'ranked', title: 'Rank', textAlign: 'right' },
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
    render: (row) => (
      <CellLink to={href('playerDashboard', { playerNumber: row.playerNumber })}>{row.playerName}</CellLink>
    ),
  },
  { accessor: 'totalPoints', title: phoneTitle('Total Points', 'Points'), textAlign: 'right' },
  { accessor: 'totalPlaced', title: phoneTitle('Final Table', 'Tables'), textAlign: 'right' },
  { accessor: 'totalWon', title: 'Won', textAlign: 'right' },
];

const CHART_HEIGHT = 320;
/** What ApexCharts adds under a chart of CHART_HEIGHT: the space is kept while it loads and draws, so the table below never moves. */
const APEX_TOOLBAR_HEIGHT = 15;

export function PlayerLeaderboard() {
  const { state, today, apply, goToPage } = usePlayerLeaderboardState();
  const rows = useLeaderboardPage(standingsFilterOf(state), state.page);
  const total = rows.data?.total ?? 0;
  const pageRows = rows.data?.rows ?? [];
  // The same read as the venue select's: a filtered board's title names its venue.
  const venues = useVenueList();
  const venue = state.venueID ? venues.data?.rows.find((row) => row.venueID === state.venueID)?.title : undefined;
  usePageHead(leaderboardHead('Player Leaderboard', state, rows.data?.rows, true, venue));
  const paginator = (label: string) =>
    total > 0 ? (
      <Paginator
        label={label}
        page={state.page}
        pageSize={LEADERBOARD_PAGE_SIZE}
        total={total}
        onPageChange={goToPage}
      />
    ) : null;
  return (
    <Stack gap="md">
      <PageHeading mb={0} />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        verticalSpacing="xs"
        component="section"
        aria-label="Filters"
      >
        <VenueSelect value={state.venueID} onChange={(venueID) => apply({ venueID })} />
        <SeriesSelect
          everyVenue
          venueID={state.venueID}
          value={state.eventID}
          onChange={(eventID) => apply({ eventID })}
        />
        <PeriodFilter value={state} today={today} onChange={(period) => apply(period)} />
      </SimpleGrid>
      {pageRows.length > 0 && <PageChart rows={pageRows} />}
      {paginator('Pages (top)')}
      <ReadTable
        label="Player Leaderboard"
        query={rows}
        columns={COLUMNS}
        idAccessor="playerID"
        emptyText="No points for these filters."
      />
      {paginator('Pages (bottom)')}
    </Stack>
  );
}

/**
 * The page's chart, drawn as SVG on the server and at first paint (no script for the content, issue 31);
 * ApexCharts loads only when a pointer reaches the chart, for its richer tooltips, and draws in the same box.
 */
function PageChart({ rows }: { readonly rows: readonly LeaderboardRow[] }) {
  const [reached, setReached] = useState(false);
  const drawing = <LeaderboardChartSvg rows={rows} height={CHART_HEIGHT} />;
  return (
    <Box
      mih={CHART_HEIGHT + APEX_TOOLBAR_HEIGHT}
      role="figure"
      aria-label="Chart of the page's players: total points and percent of final tables won; the table below gives the same figures"
      data-testid="leaderboard-chart"
      onPointerEnter={() => setReached(true)}
    >
      {reached ? (
        <Suspense fallback={drawing}>
          <LazyChart rows={rows} />
        </Suspense>
      ) : (
        drawing
      )}
    </Box>
  );
}

export default PlayerLeaderboard;
