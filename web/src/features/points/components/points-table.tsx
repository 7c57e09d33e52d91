import { useState } from 'react';
import { Badge, CloseButton, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { isEarlyArrival } from '@league/modules/points/domain/check-in.js';
import { chipsOfRecorded, formatChips } from '@league/modules/points/domain/quarterly-buy-in.js';
import { ordinal } from '@league/shared/domain/ordinal.js';
import { DataTable, WHOLE_WORDS, type DataTableColumn, type TableQuery } from '@/components/ui/data-table';
import type { GamePointRow, GameRow } from '../api/points';
import type { PendingEdit } from '../hooks/use-point-writes';
import { gameKind } from '../game-kind';
import { orderRows } from '../point-rows';
import { rowTimeText } from '../points-time';
import type { WaitingCheckIn } from '../waiting-check-ins';

/** A phone (under Mantine's xs) leaves out the time and shows the buys under the name, so Place and Points fit in 375 px. */
const WIDE = '(min-width: 36em)';

/** Product §3.8: a place is None or 1st to 8th. */
const PLACE_OPTIONS = [
  { value: '0', label: 'None' },
  ...Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: ordinal(i + 1) })),
];

/** The place cell: a dropdown that saves on change. */
function PlaceCell({
  row,
  onPlace,
  disabled,
}: {
  readonly row: GamePointRow;
  readonly onPlace: (row: GamePointRow, place: number) => void;
  readonly disabled: boolean;
}) {
  return (
    <Select
      aria-label={`Place of ${row.playerName}`}
      data={PLACE_OPTIONS}
      value={String(row.place > 0 && row.place <= 8 ? row.place : 0)}
      onChange={(value) => value !== null && Number(value) !== row.place && onPlace(row, Number(value))}
      allowDeselect={false}
      disabled={disabled}
      size="sm"
      w={84}
      comboboxProps={{ withinPortal: true }}
      onClick={(event) => event.stopPropagation()}
      data-testid="place-select"
    />
  );
}

/** A satellite's points cell: a whole number saved on blur or Enter, when changed. */
function PointsCell({
  row,
  onPoints,
  disabled,
}: {
  readonly row: GamePointRow;
  readonly onPoints: (row: GamePointRow, points: number) => void;
  readonly disabled: boolean;
}) {
  // Keyed by the saved points (below): a new answer starts the cell over from it.
  const [value, setValue] = useState<string | number>(row.points);
  const save = () => {
    const points = Number(value);
    if (value === '' || !Number.isInteger(points) || points < 0) return setValue(row.points);
    if (points !== row.points) onPoints(row, points);
  };
  return (
    <NumberInput
      aria-label={`Points of ${row.playerName}`}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
      onClick={(event) => event.stopPropagation()}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      disabled={disabled}
      size="sm"
      w={80}
      data-testid="points-input"
    />
  );
}

const MARK = {
  waiting: { color: 'orange', text: 'Waiting' },
  sent: { color: 'green', text: 'Sent' },
  refused: { color: 'red', text: 'Refused' },
} as const;

/** A check-in the server has not taken yet: waiting (with its scan time), sent, or refused with the server's words and a way to dismiss it. */
function WaitingMark({
  checkIn,
  zone,
  onDismiss,
}: {
  readonly checkIn: WaitingCheckIn;
  readonly zone: string;
  readonly onDismiss: (key: string) => void;
}) {
  const mark = MARK[checkIn.status];
  return (
    // Narrow: a long refusal wraps in its cell rather than squeezing the names beside it.
    <Stack gap={2} maw={116} data-testid="waiting-mark" data-status={checkIn.status}>
      {/* Whole words: the badge widens its cell rather than being cut to "WAIT..." on a phone. */}
      <Group gap={4} wrap="nowrap" preventGrowOverflow={false}>
        <Badge
          color={mark.color}
          variant="light"
          size="sm"
          style={{ flexShrink: 0, overflow: 'visible' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {mark.text}
        </Badge>
        {checkIn.status === 'refused' && (
          <CloseButton
            size="sm"
            aria-label={`Dismiss ${checkIn.label}`}
            onClick={(event) => (event.stopPropagation(), onDismiss(checkIn.key))}
            data-testid="dismiss-waiting"
          />
        )}
      </Group>
      {checkIn.status === 'refused' ? (
        <Text size="xs" c="red.8" fw={600} role="alert">
          {checkIn.error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {rowTimeText(new Date(checkIn.madeAt).toISOString(), zone)}
        </Text>
      )}
    </Stack>
  );
}

/** A waiting check-in as a table row (negative ids: no record yet). */
function waitingRow(checkIn: WaitingCheckIn, index: number, game: GameRow): GamePointRow {
  const at = new Date(checkIn.madeAt).toISOString();
  const playerNumber = Number(checkIn.code);
  return {
    pointID: -(index + 1),
    gameID: game.gameID,
    playerID: 0,
    playerNumber: Number.isInteger(playerNumber) ? playerNumber : 0,
    playerName: checkIn.label,
    firstName: '',
    lastName: '',
    place: 0,
    sortedPlace: 9999,
    points: 0,
    bonusType: 0,
    bonuses: 0,
    buyIn: 0,
    reBuy: 0,
    addOn: 0,
    entryAt: at,
    updatedAt: at,
  };
}

export interface PointsTableProps {
  readonly game: GameRow;
  readonly query: TableQuery<GamePointRow>;
  readonly selectedPointID: number | null;
  readonly onSelect: (row: GamePointRow) => void;
  readonly onOpen: (row: GamePointRow) => void;
  readonly onPlace: (row: GamePointRow, place: number) => void;
  readonly onPoints: (row: GamePointRow, points: number) => void;
  readonly pending: ReadonlyMap<number, PendingEdit>;
  /** The scroll height; none on a phone, where the page scrolls. */
  readonly height: number | undefined;
  readonly disabled: boolean;
  /** Check-ins not yet taken by the server: rows of their own, on top. */
  readonly waiting: readonly WaitingCheckIn[];
  readonly onDismiss: (key: string) => void;
}

/**
 * The points table (product §2): Player # (not quarterly); Name, * for an early
 * arrival; Arrived (regular) or Updated; Buy, Rebuy and Add in K (quarterly); Place
 * as a dropdown (not satellites); Points, a number to edit for satellites. A click
 * selects the row, a double-click opens the player's dashboard. Before the game
 * ends the latest arrival is on top; after, rows go by place.
 */
export function PointsTable({
  game,
  query,
  selectedPointID,
  onSelect,
  onOpen,
  onPlace,
  onPoints,
  pending,
  height,
  disabled,
  waiting,
  onDismiss,
}: PointsTableProps) {
  const kind = gameKind(game.eventType);
  const gameAt = new Date(game.gameAt);
  const zone = game.venueTimeZone;
  const waitingRows = waiting.map((checkIn, index) => ({ row: waitingRow(checkIn, index, game), checkIn }));
  const waitingOf = new Map(waitingRows.map(({ row, checkIn }) => [row.pointID, checkIn]));
  const mark = (row: GamePointRow) => {
    const checkIn = waitingOf.get(row.pointID);
    return checkIn ? <WaitingMark checkIn={checkIn} zone={zone} onDismiss={onDismiss} /> : null;
  };

  const columns: DataTableColumn<GamePointRow>[] = [];
  if (!kind.quarterly)
    columns.push({
      accessor: 'playerNumber',
      title: 'Player #',
      noWrap: true,
      render: (row) => row.playerNumber || '',
    });
  columns.push({
    accessor: 'playerName',
    title: 'Name',
    cellsClassName: WHOLE_WORDS,
    render: (row) => (
      <>
        {isEarlyArrival(new Date(row.entryAt), gameAt, game.eventType) ? `${row.playerName} *` : row.playerName}
        {kind.quarterly && (
          <Text size="xs" c="dimmed" hiddenFrom="xs">
            {[row.buyIn, row.reBuy, row.addOn].map((recorded) => formatChips(chipsOfRecorded(recorded))).join(' / ')}
          </Text>
        )}
      </>
    ),
  });
  if (kind.regular)
    columns.push({
      accessor: 'entryAt',
      title: 'Arrived',
      visibleMediaQuery: WIDE,
      render: (row) => rowTimeText(row.entryAt, zone),
    });
  else
    columns.push({
      accessor: 'updatedAt',
      title: 'Updated',
      visibleMediaQuery: WIDE,
      render: (row) => rowTimeText(row.updatedAt, zone),
    });
  if (kind.quarterly) {
    columns.push(
      {
        accessor: 'buyIn',
        title: 'Buy',
        textAlign: 'right',
        visibleMediaQuery: WIDE,
        render: (row) => formatChips(chipsOfRecorded(row.buyIn)),
      },
      {
        accessor: 'reBuy',
        title: 'Rebuy',
        textAlign: 'right',
        visibleMediaQuery: WIDE,
        render: (row) => formatChips(chipsOfRecorded(row.reBuy)),
      },
      {
        accessor: 'addOn',
        title: 'Add',
        textAlign: 'right',
        visibleMediaQuery: WIDE,
        render: (row) => formatChips(chipsOfRecorded(row.addOn)),
      },
    );
  }
  // A waiting row's mark takes the place cell (the points cell for satellites); its points cell stays empty.
  if (!kind.satellite)
    columns.push({
      accessor: 'place',
      title: 'Place',
      render: (row) => mark(row) ?? <PlaceCell row={row} onPlace={onPlace} disabled={disabled} />,
    });
  columns.push(
    kind.satellite
      ? {
          accessor: 'points',
          title: 'Points',
          render: (row) =>
            mark(row) ?? (
              <PointsCell key={`${row.pointID}:${row.points}`} row={row} onPoints={onPoints} disabled={disabled} />
            ),
        }
      : {
          accessor: 'points',
          title: 'Points',
          textAlign: 'right',
          render: (row) => (waitingOf.has(row.pointID) ? '' : row.points),
        },
  );

  // A sent check-in's own row waits for its mark to go, so the player is never shown twice.
  const marked = new Set(waiting.map((checkIn) => checkIn.pointID).filter((pointID) => pointID !== undefined));
  const rows = (query.data?.rows ?? [])
    .filter((row) => !marked.has(row.pointID))
    .map((row) => {
      const edit = pending.get(row.pointID);
      return edit ? { ...row, ...edit } : row;
    });
  // Waiting check-ins on top, latest first: the player just scanned is in view.
  const ordered = [...waitingRows.map(({ row }) => row).reverse(), ...orderRows(rows, game.endedAt !== null)];
  const isWaiting = (row: GamePointRow) => waitingOf.has(row.pointID);

  return (
    <DataTable
      label="Points"
      query={{
        ...query,
        isPending: query.isPending && ordered.length === 0,
        data: { rows: ordered, total: ordered.length },
      }}
      columns={columns}
      idAccessor="pointID"
      emptyText="No players checked in yet."
      onRowClick={(row) => !isWaiting(row) && onSelect(row)}
      onRowDoubleClick={(row) => !isWaiting(row) && onOpen(row)}
      selectedID={selectedPointID}
      height={height}
    />
  );
}
