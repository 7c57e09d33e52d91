import { Box, Stack, Text, Title } from '@mantine/core';
import {
  DEVICE_TIME_FIELD,
  HISTORY_ACTION_LABELS,
  HISTORY_READ_LEVEL,
  type HistoryChange,
  type HistoryValue,
} from '@league/modules/games/domain/game-history.js';
import { ordinal } from '@league/shared/domain/ordinal.js';
import { DataTable, PHONE_HIDDEN, type DataTableColumn } from '@/components/ui/data-table';
import { ApiError } from '@/lib/api-client';
import { formatGameTime } from '@/lib/game-time';
import { isAtLeastLevel, useAuth } from '@/lib/auth';
import { useGameHistory, type GameHistoryRow } from '../api/games';
import { instantText } from '../game-time';

/** The words a field's name stands for in the History table. */
const FIELD_LABELS: Record<string, string> = {
  checkedIn: 'Checked in',
  place: 'Place',
  points: 'Points',
  bonusType: 'Bonus type',
  bonuses: 'Bonuses',
  buyIn: 'Buy-in',
  reBuy: 'Rebuy',
  addOn: 'Add-on',
  totalPlayers: 'Players',
  totalRecords: 'Records',
  earningsEstimated: 'Estimated earnings',
  earningsActual: 'Actual earnings',
  earningsDeposited: 'Deposited',
  earningsReconciled: 'Reconciled',
  depositID: 'Deposit',
  hostID: 'Host',
  endedAt: 'Ended',
  gameAt: 'Game time',
  eventType: 'Event type',
  doublePoints: 'Double points',
  earningsNote: 'Earnings note',
  venueID: 'Venue',
  eventID: 'Event',
};

const fieldLabel = (field: string): string =>
  FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** A value as people read it: yes/no, a place as 3rd, an instant in the venue's zone, "none" for nothing. */
function valueText(field: string, value: HistoryValue, zone: string | null): string {
  if (value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'place') return Number(value) > 0 ? ordinal(Number(value)) : 'none';
  if ((field === 'endedAt' || field === 'gameAt') && typeof value === 'string') return instantText(value, zone);
  if (field.startsWith('earnings') && typeof value === 'number') return `$${value.toFixed(2)}`;
  return String(value);
}

/**
 * A check-in sent after it was made (the points screen's queue): "Scanned 8:36:05 PM offline,
 * received 8:38:15 PM", or "Device time 3:12:00 AM ignored (in the future); received 8:38:15 PM".
 * The device's time names its day when that is not the receipt's.
 */
function deviceTimeText(change: HistoryChange, zone: string | null): string {
  const [device, received] = [String(change.from), String(change.to)];
  const sameDay = formatGameTime(device, zone, 'listDay') === formatGameTime(received, zone, 'listDay');
  const deviceText = sameDay ? formatGameTime(device, zone, 'clockSeconds') : instantText(device, zone);
  const receivedText = formatGameTime(received, zone, 'clockSeconds');
  return change.ignored
    ? `Device time ${deviceText} ignored (${change.ignored}); received ${receivedText}`
    : `Scanned ${deviceText} offline, received ${receivedText}`;
}

/** "Place: none -> 3rd", with whose record when one change touched several (an ending). */
const changeText = (change: HistoryChange, zone: string | null): string =>
  change.field === DEVICE_TIME_FIELD
    ? deviceTimeText(change, zone)
    : `${change.player ? `${change.player}, ` : ''}${fieldLabel(change.field)}: ${valueText(change.field, change.from, zone)} -> ${valueText(change.field, change.to, zone)}`;

/**
 * Game Detail's History (docs/decisions/0089-audit-trail-of-results.md): every change to the
 * game's records and totals, oldest first: when (in the venue's zone), who, what, and each
 * field's old -> new value. For staff; a host who may not read this game's sees nothing.
 */
export function GameHistory({ gameID, zone }: { readonly gameID: number; readonly zone: string | null }) {
  const auth = useAuth();
  const mayAsk = isAtLeastLevel(auth.user, HISTORY_READ_LEVEL);
  const history = useGameHistory(gameID, mayAsk);
  if (!mayAsk) return null;
  // A host of another game: the server says no, and the screen shows nothing of it.
  if (history.isError && history.error instanceof ApiError && history.error.status === 403) return null;

  const whatText = (row: GameHistoryRow): string =>
    `${HISTORY_ACTION_LABELS[row.action] ?? row.action}${row.playerName ? `: ${row.playerName}` : ''}`;
  const changeLines = (row: GameHistoryRow) => (
    <Stack gap={2}>
      {row.changes.map((change, index) => (
        <Text key={index} size="sm">
          {changeText(change, zone)}
        </Text>
      ))}
    </Stack>
  );
  // On a phone two columns: when (and who) and what (and its changes), so no word is cut.
  const columns: DataTableColumn<GameHistoryRow>[] = [
    {
      accessor: 'at',
      title: 'When',
      noWrap: true,
      render: (row) => (
        <>
          <Text size="sm" span display="block">
            {formatGameTime(row.at, zone, 'listDay').replace(',', '')}
          </Text>
          <Text size="sm" span display="block">
            {formatGameTime(row.at, zone, 'clockSeconds')}
          </Text>
          <Text size="xs" c="dimmed" span display="block" hiddenFrom="sm">
            {row.actorName}
          </Text>
        </>
      ),
    },
    { accessor: 'actorName', title: 'Who', visibleMediaQuery: PHONE_HIDDEN },
    {
      accessor: 'action',
      title: 'What',
      render: (row) => (
        <>
          <Text size="sm" span display="block" fw={500}>
            {whatText(row)}
          </Text>
          <Box hiddenFrom="sm" c="dimmed">
            {changeLines(row)}
          </Box>
        </>
      ),
    },
    { accessor: 'changes', title: 'Old -> New', visibleMediaQuery: PHONE_HIDDEN, render: changeLines },
  ];

  return (
    <Stack gap="xs" data-testid="game-history">
      <Title order={2} size="h3">
        History
      </Title>
      <DataTable
        label="History"
        query={history}
        columns={columns}
        idAccessor="historyID"
        emptyText="No changes recorded yet."
      />
    </Stack>
  );
}

export default GameHistory;
