import { Suspense } from 'react';
import { GameClockPage } from '@/features/games';
import { useNumberParam } from '@/lib/route-params';

/** The tournament clock on a phone (issue 23): public and read-only, linked by the QR code on the TV. */
export default function GameClockRoute() {
  const gameID = useNumberParam('gameID');
  return (
    <Suspense fallback={<div style={{ position: 'fixed', inset: 0, background: '#05080a' }} />}>
      <GameClockPage key={gameID} gameID={gameID} />
    </Suspense>
  );
}
