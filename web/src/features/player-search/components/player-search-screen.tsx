import { lazy, Suspense, useEffect, useState } from 'react';
import { Anchor, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { parseScannedPlayerNumber } from '@league/modules/players/domain/scanned-input.js';
import { playerSearchSegment, SEARCH_DEBOUNCE_MS, usePlayerSearch, type PlayerSearchRow } from '@/catalog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { namedHead, usePageHead } from '@/lib/page-head';

/** The camera scanner and its reader library load apart from the page (a phone without a camera never needs them). */
const QrCamera = lazy(() => import('./qr-camera'));

const columns: DataTableColumn<PlayerSearchRow>[] = [
  {
    accessor: 'playerNumber',
    title: 'Player Number',
    render: (row) => (
      <Anchor
        component={Link}
        to={href('playerCard', { number: String(row.playerNumber) })}
        aria-label={`Player card of ${row.title}`}
      >
        {row.playerNumber}
      </Anchor>
    ),
  },
  {
    accessor: 'firstName',
    title: 'First Name',
    render: (row) => (
      <Anchor component={Link} to={href('playerDashboard', { playerNumber: String(row.playerNumber) })}>
        {row.firstName}
      </Anchor>
    ),
  },
  {
    accessor: 'lastName',
    title: 'Last Name',
    render: (row) => (
      <Anchor component={Link} to={href('playerDashboard', { playerNumber: String(row.playerNumber) })}>
        {row.lastName}
      </Anchor>
    ),
  },
];

/**
 * Player Search (product §2): an incremental search box (a name, a number or a pasted card
 * link), Total Results, and the table (the number links to the player's card, the name to
 * their dashboard); a camera QR scanner puts what it reads into the box. The text is kept
 * in the address (?q=), so Back returns to the same results.
 */
export function PlayerSearchScreen() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const segment = playerSearchSegment(debounced);
  usePageHead(
    namedHead(
      'Player Search',
      `Find a ${SITE_NAME} player by name or number: their points, rank, game history and Vegas Invites.`,
      { path: '/players/search' },
    ),
  );

  useEffect(() => {
    const kept = new URLSearchParams(params);
    if (debounced.trim()) kept.set('q', debounced.trim());
    else kept.delete('q');
    if (kept.toString() !== params.toString()) setParams(kept, { replace: true });
  }, [debounced, params, setParams]);

  const search = usePlayerSearch(debounced, { keepPrevious: true });
  const total = segment === null ? 0 : (search.data?.total ?? 0);
  const shown = search.data?.rows.length ?? 0;

  const onScan = (scanned: string) => {
    const number = parseScannedPlayerNumber(scanned);
    setText(number === null ? scanned.trim() : String(number));
  };

  return (
    <Stack gap="md">
      <PageHeading mb={0} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextInput
            size="md"
            label="Search"
            name="search"
            description="A name, a player number, or a pasted player card link"
            placeholder="Name, number or link"
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={search.isFetching ? <Loader size="xs" /> : null}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="player-search-box"
          />
          <Suspense
            fallback={
              <Text size="sm" c="dimmed">
                Loading the camera scanner...
              </Text>
            }
          >
            <QrCamera onScan={onScan} />
          </Suspense>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Text fw={600} data-testid="player-search-total">
          Total Results: {total}
        </Text>
        {total > shown && (
          <Text size="sm" c="dimmed">
            Showing the first {shown}: type more to narrow the search.
          </Text>
        )}
      </Group>
      {segment === null ? (
        <Text c="dimmed">Type two or more letters of a name, a player number, or paste a card link.</Text>
      ) : (
        <DataTable
          label="Players found"
          query={search}
          columns={columns}
          idAccessor="playerID"
          emptyText="No player by that name or number"
        />
      )}
    </Stack>
  );
}
