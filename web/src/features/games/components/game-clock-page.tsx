import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { namedHead, usePageHead } from '@/lib/page-head';
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
  usePageHead(
    game.data
      ? namedHead(`Clock: ${game.data.displayTitle}`, `The tournament clock of ${game.data.displayTitle}.`, {
          noindex: true,
        })
      : null,
  );
  const status = useRealtimeStatus();
  // No network at all (issue 30): the clock counts on from its kept state, and says so.
  const { online } = useNetwork();
  return (
    <>
      <ClockBoard gameID={gameID} title={game.data?.displayTitle} mode="phone" />
      {(!online || status === 'reconnecting') && (
        <p className={classes.offline} role="status" data-testid="clock-offline">
          {online ? 'Reconnecting...' : 'Offline:'} the clock keeps running
        </p>
      )}
    </>
  );
}
