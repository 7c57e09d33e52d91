import { ordinal } from '@league/shared/domain/ordinal.js';
import { ReadTable, WHOLE_WORDS, type ReadTableColumn, CellLink } from '@/components/ui/read-table';
import { href } from '@/config/paths';
import { useGamePoints, type GamePointRow } from '../api/games';
import { showsPoints } from '../game-status';

/** A place as the table shows it: 1st … 8th, blank for none. */
const placeText = (place: number): string => (place > 0 ? ordinal(place) : '');

/**
 * The game's points table (product §2.11): Player # to the player's card, Name to
 * their dashboard, Place, and Points for games that rank by points (types 1 and 2).
 * Rows come from the server by place, unplaced last, then by name. A canceled game's
 * empty table says why rather than promising players to come.
 */
export function GamePointsTable({
  gameID,
  eventType,
  canceled = false,
}: {
  readonly gameID: number;
  readonly eventType: number;
  readonly canceled?: boolean;
}) {
  const points = useGamePoints(gameID);
  const columns: ReadTableColumn<GamePointRow>[] = [
    {
      accessor: 'playerNumber',
      title: 'Player #',
      noWrap: true,
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
    { accessor: 'place', title: 'Place', render: (row) => placeText(row.place) },
  ];
  if (showsPoints(eventType)) columns.push({ accessor: 'points', title: 'Points', textAlign: 'right' });

  return (
    <ReadTable
      label={showsPoints(eventType) ? 'Points' : 'Places'}
      query={points}
      columns={columns}
      idAccessor="pointID"
      emptyText={canceled ? 'No players: the game was canceled.' : 'No players yet.'}
    />
  );
}
