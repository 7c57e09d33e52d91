/**
 * Player Dashboard (SPEC §2): /players/dashboard/{playerNumber?}/{year?}?period=&venue=&event=&page=.
 * The picker, the player's avatar and number, three figures (Rank, Quarterly Chips,
 * Vegas Invites) and the paged history under its filters. A number that is not numeric
 * (or none) reads as the logged-in user's (SPEC §5); an unknown one shows Player Not Found.
 */
import { Anchor, Avatar, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { profileImagePath } from '@league/modules/players/domain/profile-image.js';
import { ALL_YEARS, type PeriodSelection } from '@league/shared/domain/period.js';
import { SeriesSelect, PlayerPicker, VenueSelect } from '@/catalog';
import { DataTable, PHONE_HIDDEN, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeading } from '@/components/ui/page-heading';
import { PageLoader } from '@/components/ui/page-loader';
import { href } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { leagueToday } from '@/lib/clock';
import { namedHead, usePageHead } from '@/lib/page-head';
import {
  HISTORY_PAGE_SIZE,
  useBonuses,
  useHistory,
  usePlayerByNumber,
  usePointStats,
  type HistoryRow,
  type PlayerSearchRow,
} from '../api/player-stats';
import {
  dashboardNumberOf,
  dashboardPath,
  dashboardScopeOf,
  gameDay,
  historyBrowsePath,
  initialsOf,
  placeText,
  type DashboardFilters,
} from '../dashboard-links';
import { playerHead } from '../player-head';
import { chipsInWords } from '../standings-rows';
import { dashboardPeriod, inviteWindow, inviteYearOfDate, periodWindow, seasonOf, yearChoices } from '../stats-windows';
import { PeriodSelect, YearSelect, periodLabel } from './period-filter';
import { StatCard } from './stat-card';

const COLUMNS: DataTableColumn<HistoryRow>[] = [
  { accessor: 'gameAt', title: 'Date', noWrap: true, render: (row) => gameDay(row.gameAt, row.venueTimeZone) },
  {
    accessor: 'venueName',
    title: 'Venue',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (row) => (
      <Anchor
        component={Link}
        to={historyBrowsePath(row)}
        size="sm"
        onClick={(event) => event.stopPropagation()}
        data-testid="history-browse-link"
      >
        {row.venueName}
      </Anchor>
    ),
  },
  {
    accessor: 'title',
    title: 'Session',
    render: (row) => (
      <Anchor
        component={Link}
        to={href('gameDetail', { gameID: row.gameID })}
        size="sm"
        onClick={(event) => event.stopPropagation()}
        data-testid="history-game-link"
      >
        {row.title || row.eventName || row.venueName}
      </Anchor>
    ),
  },
  { accessor: 'place', title: 'Place', textAlign: 'right', render: (row) => placeText(row.place) },
  { accessor: 'points', title: 'Points', textAlign: 'right' },
];

export function PlayerDashboard() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const today = leagueToday();
  // SPEC §5: a number that is not numeric is the logged-in user's.
  const asked = dashboardNumberOf(params['playerNumber']);
  const number = asked ?? dashboardNumberOf(user?.playerNumber);
  const filters: DashboardFilters = {
    selection: dashboardPeriod(params['year'], search.get('period'), today),
    ...dashboardScopeOf(search),
  };
  const player = usePlayerByNumber(number ?? 0);
  // Issue 31: the player's name and points in the period shown, from the Rank card's own read (one query).
  const standing = usePointStats(
    { venueID: filters.venueID, eventID: filters.eventID },
    player.data?.playerID ?? 0,
    periodWindow(filters.selection),
  );
  usePageHead(
    number !== null && player.isSuccess
      ? player.data
        ? playerHead(player.data, standing.data ? { ...standing.data, period: periodLabel(filters.selection) } : null)
        : namedHead('Player Not Found', `No player has the number ${number}.`, { noindex: true, missing: true })
      : null,
  );

  const apply = (change: Partial<DashboardFilters>) => {
    const next = { ...filters, page: 1, ...change };
    if (change.venueID !== undefined && change.venueID !== filters.venueID) next.eventID = 0;
    // SPEC §4: the address follows the filters without adding to the history.
    void navigate(dashboardPath(number ?? 0, next, search), { replace: true });
  };
  const pick = (picked: PlayerSearchRow) =>
    void navigate(dashboardPath(picked.playerNumber, { ...filters, page: 1 }, search));

  let body;
  if (number === null)
    body = <Text data-testid="dashboard-choose">Choose a player to see their points, rank, chips and invites.</Text>;
  else if (player.isPending) body = <PageLoader />;
  else if (player.isError) body = <Text c="red">{errorMessage(player.error)}</Text>;
  else if (!player.data)
    body = (
      <Group gap="sm" data-testid="player-not-found">
        <IconUserQuestion size={28} aria-hidden />
        <Text>No player has the number {number}. Search for the player by name or number above.</Text>
      </Group>
    );
  else body = <PlayerPanel player={player.data} filters={filters} today={today} onChange={apply} />;

  return (
    <Stack gap="md">
      {/* The screen's one h1 says so when the number is unknown (SPEC §8: Player Not Found). */}
      <PageHeading
        mb={0}
        title={number !== null && player.isSuccess && !player.data ? 'Player Not Found' : undefined}
      />
      <Box maw={520}>
        <PlayerPicker label="Find a player" name="player" placeholder="Name or player number" withIcon onPick={pick} />
      </Box>
      {body}
    </Stack>
  );
}

interface PanelProps {
  readonly player: PlayerSearchRow;
  readonly filters: DashboardFilters;
  readonly today: string;
  readonly onChange: (change: Partial<DashboardFilters>) => void;
}

function PlayerPanel({ player, filters, today, onChange }: PanelProps) {
  const { selection, venueID, eventID, page } = filters;
  const window = periodWindow(selection);
  const history = useHistory({ venueID, eventID }, player.playerID, window, page);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap">
          {/* The profile image when the player has one (SPEC §2), else the initials. */}
          <Avatar
            size={72}
            radius="xl"
            color="blue"
            alt={player.title}
            src={player.profileImage ? profileImagePath(player.profileImage) : null}
            data-testid="player-avatar"
          >
            {initialsOf(player.firstName, player.lastName)}
          </Avatar>
          <div>
            <Title order={2} size="h3" data-testid="player-name">
              {player.title}
            </Title>
            <Text c="dimmed" data-testid="player-number">
              Player #{player.playerNumber}
            </Text>
          </div>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <RankCard player={player} filters={filters} />
        <ChipsCard player={player} selection={selection} />
        <InvitesCard player={player} today={today} />
      </SimpleGrid>
      <Title order={2} size="h3">
        History
      </Title>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        verticalSpacing="xs"
        component="section"
        aria-label="History filters"
      >
        <VenueSelect value={venueID} onChange={(next) => onChange({ venueID: next })} />
        <SeriesSelect venueID={venueID} value={eventID} onChange={(next) => onChange({ eventID: next })} />
        <YearSelect
          value={selection}
          years={yearChoices(today)}
          onChange={(next: PeriodSelection) => onChange({ selection: next })}
        />
        <PeriodSelect value={selection} onChange={(next: PeriodSelection) => onChange({ selection: next })} />
      </SimpleGrid>
      <DataTable
        label="History"
        query={history}
        columns={COLUMNS}
        idAccessor="pointID"
        emptyText={`No games for ${player.title} in ${periodLabel(selection)}.`}
        paging={{
          page,
          pageSize: HISTORY_PAGE_SIZE,
          onPageChange: (next) => onChange({ page: next }),
          controls: 'previous-next',
        }}
        onRowClick={(row) => void navigate(href('gameDetail', { gameID: row.gameID }))}
      />
    </Stack>
  );
}

function RankCard({ player, filters }: { readonly player: PlayerSearchRow; readonly filters: DashboardFilters }) {
  const { selection, venueID, eventID } = filters;
  const stats = usePointStats({ venueID, eventID }, player.playerID, periodWindow(selection));
  const ranked = stats.data?.ranked ?? 0;
  const value = stats.isPending ? 'Loading...' : stats.isError ? 'Unavailable' : ranked > 0 ? `#${ranked}` : 'Unranked';
  const note = stats.isError
    ? errorMessage(stats.error)
    : `${stats.data?.totalPoints ?? 0} points, ${periodLabel(selection)}`;
  return (
    <StatCard
      label="Rank"
      value={value}
      note={note}
      to={href('playerLeaderboard', { year: selection.year, period: selection.period })}
      testID="rank-card"
    />
  );
}

/** The chips of the season the period names (chipTierFor); N/A for any other period. */
function ChipsCard({ player, selection }: { readonly player: PlayerSearchRow; readonly selection: PeriodSelection }) {
  const season = seasonOf(selection);
  const stats = usePointStats(
    { venueID: 0, eventID: 0 },
    player.playerID,
    periodWindow(season ?? { year: ALL_YEARS, period: 'All' }),
    season !== null,
  );
  if (!season)
    return (
      <StatCard
        label="Quarterly Chips"
        value="N/A"
        note="Choose a season (Q1-Q4) to see its chips."
        to={href('eventsQuarterly')}
        testID="chips-card"
      />
    );
  const points = stats.data?.totalPoints ?? 0;
  const chips = chipsInWords(points);
  const value = stats.isPending ? 'Loading...' : stats.isError ? 'Unavailable' : (chips ?? 'Not qualified');
  const note = stats.isError
    ? errorMessage(stats.error)
    : `${points} points in ${periodLabel(season)}${chips ? '' : ' (20 qualify)'}`;
  return (
    <StatCard
      label="Quarterly Chips"
      value={value}
      note={note}
      to={href('eventsQuarterly', { year: season.year, period: season.period })}
      testID="chips-card"
    />
  );
}

/** The player's invites of the current invite year (June 1 to May 31). */
function InvitesCard({ player, today }: { readonly player: PlayerSearchRow; readonly today: string }) {
  const inviteYear = inviteYearOfDate(today);
  const bonuses = useBonuses(player.playerID, inviteWindow(inviteYear, 0));
  const total = (bonuses.data?.rows ?? []).reduce((sum, row) => sum + row.totalBonus, 0);
  const value = bonuses.isPending ? 'Loading...' : bonuses.isError ? 'Unavailable' : String(total);
  const note = bonuses.isError ? errorMessage(bonuses.error) : `For Vegas ${inviteYear}`;
  return (
    <StatCard
      label="Vegas Invites"
      value={value}
      note={note}
      to={href('vegasInvites', { playerID: player.playerID, year: inviteYear })}
      testID="invites-card"
    />
  );
}
