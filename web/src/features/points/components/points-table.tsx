import { useState } from 'react';
import { NumberInput, Select, Text } from '@mantine/core';
import { isEarlyArrival } from '@league/modules/points/domain/check-in.js';
import { chipsOfRecorded, formatChips } from '@league/modules/points/domain/quarterly-buy-in.js';
import { ordinal } from '@league/shared/domain/ordinal.js';
import { DataTable, type DataTableColumn, type TableQuery } from '@/components/ui/data-table';
import type { GamePointRow, GameRow } from '../api/points';
import type { PendingEdit } from '../hooks/use-point-writes';
import { gameKind } from '../game-kind';
import { orderRows } from '../point-rows';
import { rowTimeText } from '../points-time';

/** A phone (under Mantine's xs) leaves out the time and shows the buys under the name, so Place and Points fit in 375 px. */
const WIDE = '(min-width: 36em)';

/** Product §3.8: a place is None or 1st to 8th. */
const PLACE_OPTIONS = [{ value: '0', label: 'None' }, ...Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: ordinal(i + 1) }))];

/** The place cell: a dropdown that saves on change. */
function PlaceCell({ row, onPlace, disabled }: { readonly row: GamePointRow; readonly onPlace: (row: GamePointRow, place: number) => void; readonly disabled: boolean }) {
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
function PointsCell({ row, onPoints, disabled }: { readonly row: GamePointRow; readonly onPoints: (row: GamePointRow, points: number) => void; readonly disabled: boolean }) {
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

export interface PointsTableProps {
  readonly game: GameRow;
  readonly query: TableQuery<GamePointRow>;
  readonly selectedPointID: number | null;
  readonly onSelect: (row: GamePointRow) => void;
  readonly onOpen: (row: GamePointRow) => void;
  readonly onPlace: (row: GamePointRow, place: number) => void;
  readonly onPoints: (row: GamePointRow, points: number) => void;
  readonly pending: ReadonlyMap<number, PendingEdit>;
  readonly height: number;
  readonly disabled: boolean;
}

/**
 * The points table (product §2): Player # (not quarterly); Name, * for an early
 * arrival; Arrived (regular) or Updated; Buy, Rebuy and Add in K (quarterly); Place
 * as a dropdown (not satellites); Points, a number to edit for satellites. A click
 * selects the row, a double-click opens the player's dashboard. Before the game
 * ends the latest arrival is on top; after, rows go by place.
 */
export function PointsTable({ game, query, selectedPointID, onSelect, onOpen, onPlace, onPoints, pending, height, disabled }: PointsTableProps) {
  const kind = gameKind(game.eventType);
  const gameAt = new Date(game.gameAt);
  const zone = game.venueTimeZone;

  const columns: DataTableColumn<GamePointRow>[] = [];
  if (!kind.quarterly) columns.push({ accessor: 'playerNumber', title: 'Player #', noWrap: true });
  columns.push({
    accessor: 'playerName',
    title: 'Name',
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
  if (kind.regular) columns.push({ accessor: 'entryAt', title: 'Arrived', visibleMediaQuery: WIDE, render: (row) => rowTimeText(row.entryAt, zone) });
  else columns.push({ accessor: 'updatedAt', title: 'Updated', visibleMediaQuery: WIDE, render: (row) => rowTimeText(row.updatedAt, zone) });
  if (kind.quarterly) {
    columns.push(
      { accessor: 'buyIn', title: 'Buy', textAlign: 'right', visibleMediaQuery: WIDE, render: (row) => formatChips(chipsOfRecorded(row.buyIn)) },
      { accessor: 'reBuy', title: 'Rebuy', textAlign: 'right', visibleMediaQuery: WIDE, render: (row) => formatChips(chipsOfRecorded(row.reBuy)) },
      { accessor: 'addOn', title: 'Add', textAlign: 'right', visibleMediaQuery: WIDE, render: (row) => formatChips(chipsOfRecorded(row.addOn)) },
    );
  }
  if (!kind.satellite) columns.push({ accessor: 'place', title: 'Place', render: (row) => <PlaceCell row={row} onPlace={onPlace} disabled={disabled} /> });
  columns.push(
    kind.satellite
      ? { accessor: 'points', title: 'Points', render: (row) => <PointsCell key={`${row.pointID}:${row.points}`} row={row} onPoints={onPoints} disabled={disabled} /> }
      : { accessor: 'points', title: 'Points', textAlign: 'right' },
  );

  const rows = (query.data?.rows ?? []).map((row) => {
    const edit = pending.get(row.pointID);
    return edit ? { ...row, ...edit } : row;
  });
  const ordered = orderRows(rows, game.endedAt !== null);

  return (
    <DataTable
      label="Points"
      query={{ ...query, data: { rows: ordered, total: ordered.length } }}
      columns={columns}
      idAccessor="pointID"
      emptyText="No players checked in yet."
      onRowClick={onSelect}
      onRowDoubleClick={onOpen}
      selectedID={selectedPointID}
      height={height}
    />
  );
}
