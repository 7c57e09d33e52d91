import { Anchor, Badge, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { gameLabel } from '@league/modules/games/domain/game-title.js';
import { EventType } from '@league/shared/domain/event-type.js';
import { SeriesSelect, useHostList, VenueSelect } from '@/catalog';
import { DataTable, PHONE_HIDDEN, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeading } from '@/components/ui/page-heading';
import { UnderConstruction } from '@/components/ui/under-construction';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { leagueToday } from '@/lib/clock';
import { href } from '@/config/paths';
import { PlayerFilter } from '@/features/player-stats';
import { useGamePage, type GameRow } from '../api/games';
import {
  ALL_YEARS,
  BROWSE_PAGE_SIZE,
  browseFiltersOf,
  browseListPath,
  browsePath,
  changeFilters,
  pageOf,
  playerFilterOf,
  yearChoices,
  type BrowseFilters,
} from '../browse-filters';
import { gameListParts } from '../game-time';
import { dollars } from './game-form-values';
import { MonthFilter, YearFilter } from './filter-selects';

const COLUMNS: DataTableColumn<GameRow>[] = [
  { accessor: 'gameAt', title: 'Date', noWrap: true, render: (game) => <GameDate game={game} /> },
  { accessor: 'venueName', title: 'Venue', visibleMediaQuery: PHONE_HIDDEN },
  // Unlisted (practice) games, listed in host mode, carry the marker home and the calendar show.
  { accessor: 'displayTitle', title: 'Session', render: (game) => <SessionCell game={game} /> },
  { accessor: 'totalPlayers', title: '# Players', textAlign: 'right' },
  {
    accessor: 'earningsEstimated',
    title: 'Est.',
    textAlign: 'right',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (game) => dollars(game.earningsEstimated),
  },
  {
    accessor: 'earningsActual',
    title: 'Act.',
    textAlign: 'right',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (game) => dollars(game.earningsActual),
  },
  { accessor: 'hostName', title: 'Host', visibleMediaQuery: PHONE_HIDDEN, render: (game) => game.hostName ?? '' },
];

/**
 * Earnings mode (product §2.9): no Session; Dep. after Act. The money columns are what the
 * screen is for, so they stay on a phone, and Venue and Host give way.
 */
const EARNINGS_COLUMNS: DataTableColumn<GameRow>[] = [
  // Without Session's "(Canceled)" a canceled game would read as a plain $0 night (issue 30).
  { ...COLUMNS[0]!, render: (game) => <GameDate game={game} marksCanceled /> },
  // No Session here: the venue carries the Unlisted marker.
  { ...COLUMNS[1]!, render: (game) => gameLabel({ displayTitle: game.venueName, unlisted: game.unlisted }) },
  { accessor: 'totalPlayers', title: '#', textAlign: 'right' },
  {
    accessor: 'earningsEstimated',
    title: 'Est.',
    textAlign: 'right',
    render: (game) => dollars(game.earningsEstimated),
  },
  { accessor: 'earningsActual', title: 'Act.', textAlign: 'right', render: (game) => dollars(game.earningsActual) },
  {
    accessor: 'earningsDeposited',
    title: 'Dep.',
    textAlign: 'right',
    render: (game) => dollars(game.earningsDeposited),
  },
  COLUMNS[6]!,
];

/** The session, and on a phone (no Venue column) the venue under it. */
function SessionCell({ game }: { readonly game: GameRow }) {
  const session = game.displayTitle || game.eventName || game.venueName;
  return (
    <>
      {gameLabel({ displayTitle: session, unlisted: game.unlisted })}
      {session !== game.venueName && (
        <Text size="xs" c="dimmed" span display="block" hiddenFrom="sm">
          {game.venueName}
        </Text>
      )}
    </>
  );
}

/** The day over the time, so the column stays narrow on a phone. */
function GameDate({ game, marksCanceled = false }: { readonly game: GameRow; readonly marksCanceled?: boolean }) {
  const { day, time } = gameListParts(game.gameAt, game.venueTimeZone);
  return (
    <>
      <Text size="sm" span display="block">
        {day}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {time}
      </Text>
      {marksCanceled && game.canceled && (
        <Badge color="red.9" variant="filled" size="sm" mt={2} data-testid="canceled-badge">
          Canceled
        </Badge>
      )}
    </>
  );
}

/** What the view slot lists, in words. */
const viewName = (view: number): string | null =>
  view === EventType.Satellite ? 'Satellites' : view > 0 ? `Event type ${view}` : null;

/**
 * Events (product §2.9): filters by player (the games they played, `?player=`), host,
 * venue, event, year and month that rewrite the address, then the games newest first, 30 a page, each row opening
 * the game. The view slot lists one event type (the Satellites link is
 * /events/browse/2). Host mode lists unlisted games too. `earnings`: Earnings mode
 * (/events/browse/earnings/…, admins): marked under construction, Dep. shown, Session not.
 */
export function EventsBrowse({ earnings = false }: { readonly earnings?: boolean }) {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const filters = browseFiltersOf(params);
  const page = pageOf(search.get('page'));
  const playerID = playerFilterOf(search.get('player'));
  const games = useGamePage(browseListPath(filters, page, auth.hostMode, leagueToday(), playerID));
  const listed = viewName(filters.view);

  /** A new filter: its address, page 1, other query parameters (e.g. ?today=) kept. */
  const apply = (change: Partial<BrowseFilters>) => {
    const kept = new URLSearchParams(search);
    kept.delete('page');
    const query = kept.toString();
    navigate(`${browsePath(changeFilters(filters, change), earnings)}${query ? `?${query}` : ''}`);
  };
  /** The player filter rides as `?player={playerID}` (the path's segments are the product's), page 1. */
  const choosePlayer = (next: number) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next > 0) updated.set('player', String(next));
      else updated.delete('player');
      return updated;
    });
  const goToPage = (next: number) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return (
    <Stack gap="md">
      <PageHeading mb={0}>
        {listed && (
          <Group gap="xs">
            <Badge
              size="lg"
              variant="light"
              leftSection={<IconTicket size={14} aria-hidden />}
              data-testid="browse-view"
            >
              {listed} only
            </Badge>
            <Anchor component={Link} to={browsePath({ ...filters, view: 0 })} size="sm">
              Show every game
            </Anchor>
          </Group>
        )}
      </PageHeading>
      {earnings && (
        <UnderConstruction>
          Earnings are still being built: the Dep. column fills in as deposits are recorded.
        </UnderConstruction>
      )}
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        verticalSpacing="xs"
        component="section"
        aria-label="Filters"
      >
        <PlayerFilter playerID={playerID} onChange={choosePlayer} />
        <HostFilter value={filters.hostID} onChange={(hostID) => apply({ hostID })} />
        <VenueSelect value={filters.venueID} onChange={(venueID) => apply({ venueID })} />
        <SeriesSelect venueID={filters.venueID} value={filters.eventID} onChange={(eventID) => apply({ eventID })} />
        <YearFilter years={yearChoices(leagueToday())} value={filters.year} onChange={(year) => apply({ year })} />
        <MonthFilter
          value={filters.month}
          disabled={filters.year === ALL_YEARS}
          onChange={(month) => apply({ month })}
        />
      </SimpleGrid>
      <DataTable
        label="Games"
        query={games}
        columns={earnings ? EARNINGS_COLUMNS : COLUMNS}
        idAccessor="gameID"
        emptyText={
          playerID > 0 ? 'This player played no games that match these filters.' : 'No games match these filters.'
        }
        onRowClick={(game) => navigate(href('gameDetail', { gameID: game.gameID }))}
        paging={{ page, pageSize: BROWSE_PAGE_SIZE, onPageChange: goToPage, controls: 'previous-next' }}
      />
    </Stack>
  );
}

/** The player filter: a searchable list of the league's hosts ("All Hosts" first). */
function HostFilter({ value, onChange }: { readonly value: number; readonly onChange: (hostID: number) => void }) {
  const hosts = useHostList();
  const data = [
    { value: '0', label: 'All Hosts' },
    ...(hosts.data?.rows ?? []).map((host) => ({ value: String(host.playerID), label: host.title })),
  ];
  if (value > 0 && !data.some((option) => option.value === String(value)))
    data.push({ value: String(value), label: `Player ${value}` });
  return (
    <Select
      size="md"
      label="Host"
      name="hostID"
      searchable
      data={data}
      value={String(value)}
      allowDeselect={false}
      nothingFoundMessage="No host by that name"
      error={hosts.isError ? errorMessage(hosts.error) : undefined}
      onChange={(next) => onChange(Number(next ?? 0))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
