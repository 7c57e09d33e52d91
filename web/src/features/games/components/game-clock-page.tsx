import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@/lib/current-route';
import { useRealtimeStatus } from '@/lib/socket';
import { gameQueryOptions } from '../api/games';
import { ClockBoard } from './game-clock-board';
import classes from './game-clock-board.module.css';

/**
 * The tournament clock on a phone (issue 23; /games/clock/{gameID}, public and read-only,
 * linked by the QR code on the TV). It counts down on the phone's own clock from the
 * server's state, so a short network drop only shows a note; the reconnection reads the
 * clock again.
 */
export function GameClockPage({ gameID }: { readonly gameID: number }) {
  const game = useQuery(gameQueryOptions(gameID));
  usePageTitle(game.data ? `Clock: ${game.data.displayTitle}` : undefined);
  const status = useRealtimeStatus();
  return (
    <>
      <ClockBoard gameID={gameID} title={game.data?.displayTitle} mode="phone" />
      {status === 'reconnecting' && (
        <p className={classes.offline} role="status" data-testid="clock-offline">
          Reconnecting... the clock keeps running
        </p>
      )}
    </>
  );
}
