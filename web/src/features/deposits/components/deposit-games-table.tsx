import { Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatGameTime } from '@/lib/game-time';
import type { DepositDetail, DepositGameRow } from '../api/deposits';
import { dollars } from '../deposit-filters';

/** Product §9: the applied games' table is 420 px tall. */
export const DEPOSIT_GAMES_HEIGHT = 420;

/** Shown from the small breakpoint up: on a phone the amounts keep the room. */
const WIDE_ONLY = ({ breakpoints }: { breakpoints: { sm: string } }) => `(min-width: ${breakpoints.sm})`;

const COLUMNS: DataTableColumn<DepositGameRow>[] = [
  {
    accessor: 'gameAt',
    title: 'Date', // 7/11/26 in the venue's zone: short enough for a phone's first column.
    render: (game) => formatGameTime(game.gameAt, game.venueTimeZone, 'numericDay'),
    noWrap: true,
  },
  { accessor: 'title', title: 'Game' },
  { accessor: 'venueName', title: 'Venue', visibleMediaQuery: WIDE_ONLY, render: (game) => game.venueName ?? '' },
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
  {
    accessor: 'applied',
    title: 'This deposit',
    textAlign: 'right',
    visibleMediaQuery: WIDE_ONLY,
    render: (game) => dollars(game.applied),
  },
];

/**
 * The games a deposit was applied to, oldest first, with their estimated, actual and
 * deposited earnings and what this deposit put on each; the venue and event filters keep
 * the games played there. What was left over is said under it.
 */
export function DepositGamesTable({
  deposit,
  venueID = 0,
  eventID = 0,
}: {
  readonly deposit: DepositDetail | null;
  readonly venueID?: number;
  readonly eventID?: number;
}) {
  const games = (deposit?.games ?? []).filter(
    (game) => (!venueID || game.venueID === venueID) && (!eventID || game.eventID === eventID),
  );
  return (
    <Stack gap="xs" component="section" aria-label="Games this deposit was applied to">
      <Title order={2} size="h4">
        Applied to games
      </Title>
      <DataTable
        label="Games this deposit was applied to"
        query={{ isPending: false, isError: false, error: null, data: { rows: games } }}
        columns={COLUMNS}
        idAccessor="gameID"
        height={DEPOSIT_GAMES_HEIGHT}
        emptyText={
          deposit
            ? 'This deposit reached no game: every game of its host was reconciled.'
            : 'Pick a deposit to see the games it was applied to.'
        }
      />
      {deposit && (
        <Text size="sm" data-testid="deposit-summary">
          Applied {dollars(deposit.applied)} of {dollars(deposit.depositAmount)}
          {deposit.unapplied > 0 ? `; ${dollars(deposit.unapplied)} left over once every game was reconciled.` : '.'}
        </Text>
      )}
    </Stack>
  );
}
