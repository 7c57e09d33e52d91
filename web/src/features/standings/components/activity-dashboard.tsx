/**
 * Activity dashboard (product §2 "Activity dashboard", admins): the under-construction
 * notice, filters venue, event, year and period (the address's query string, rewritten on
 * every change), and two doughnuts: total games by player (the top 10) and total games by
 * venue, from the player and venue stats reads. ApexCharts comes in its own chunk.
 */
import { lazy, type ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SeriesSelect, VenueSelect } from '@/catalog';
import { PageHeading } from '@/components/ui/page-heading';
import { PeriodFilter } from '@/components/ui/period-filter';
import { UnderConstruction } from '@/components/ui/under-construction';
import { errorMessage } from '@/lib/api-client';
import { leagueToday } from '@/lib/clock';
import { activityDashboardPath, activityFiltersOf } from '../activity-filters';
import { usePlayerGames, useVenueGames } from '../api/activity';
import { changeFilters, type LeaderboardFilters } from '../standings-filters';
import { BrowserSuspense } from '@/components/ui/browser-suspense';

const LazyDoughnut = lazy(() => import('./activity-doughnut'));

const CHART_HEIGHT = 340;

export function ActivityDashboard() {
  const { view } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = leagueToday();
  const filters = activityFiltersOf(search, today);
  const apply = (change: Partial<LeaderboardFilters>) => {
    const path = activityDashboardPath(changeFilters(filters, change), view);
    // Query parameters that are not filters (the test clock's ?today=) stay.
    const kept = new URLSearchParams(search);
    for (const name of ['venue', 'event', 'year', 'period']) kept.delete(name);
    void navigate(kept.size ? `${path}&${kept.toString()}` : path, { replace: true });
  };
  const players = usePlayerGames(filters);
  const venues = useVenueGames(filters);

  return (
    <Stack gap="md">
      <PageHeading mb={0} />
      <UnderConstruction>The activity dashboard is still being built: more charts will follow.</UnderConstruction>
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
          venueID={filters.venueID}
          value={filters.eventID}
          onChange={(eventID) => apply({ eventID })}
        />
        <PeriodFilter value={filters} today={today} onChange={(period) => apply(period)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title="Total Games by Player (Top 10)" query={players}>
          {(rows) => (
            <LazyDoughnut
              title="Total games by player"
              testID="chart-games-by-player"
              totalLabel="Top 10 entries"
              labels={rows.map((row) => row.playerName)}
              values={rows.map((row) => row.totalGames)}
            />
          )}
        </ChartCard>
        <ChartCard title="Total Games by Venue" query={venues}>
          {(rows) => (
            <LazyDoughnut
              title="Total games by venue"
              testID="chart-games-by-venue"
              totalLabel="Games"
              labels={rows.map((row) => row.venueName)}
              values={rows.map((row) => row.totalGames)}
            />
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

function ChartCard<R>({
  title,
  query,
  children,
}: {
  readonly title: string;
  readonly query: UseQueryResult<{ rows: R[] }>;
  readonly children: (rows: R[]) => ReactNode;
}) {
  const rows = query.data?.rows ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {query.isError ? (
        <Text c="red" role="alert">
          {errorMessage(query.error)}
        </Text>
      ) : query.isPending ? (
        <Text role="status" h={CHART_HEIGHT}>
          Loading...
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">No games for these filters.</Text>
      ) : (
        <BrowserSuspense
          fallback={
            <Text role="status" h={CHART_HEIGHT}>
              Loading...
            </Text>
          }
        >
          {children(rows)}
        </BrowserSuspense>
      )}
    </Paper>
  );
}

export default ActivityDashboard;
