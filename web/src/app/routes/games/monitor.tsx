import { Suspense } from 'react';
import { GameMonitor } from '@/features/games';
import { useNumberParam } from '@/lib/route-params';

/** Game monitor (product §2.12): full screen, no site chrome, for a TV across the bar. */
export default function GameMonitorRoute() {
  const gameID = useNumberParam('gameID');
  // A dark screen while the monitor's own chunk loads: no white flash on the TV.
  return (
    <Suspense fallback={<div style={{ position: 'fixed', inset: 0, background: '#05080a' }} />}>
      <GameMonitor key={gameID} gameID={gameID} />
    </Suspense>
  );
}
