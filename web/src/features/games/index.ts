/**
 * The games feature's public face: what routes may import. Everything else under
 * features/games is its own (eslint.config.js enforces it).
 */
import { lazy } from 'react';

/**
 * Each page and panel whose code the others never need is its own chunk (a lazy part): a barrel's
 * static exports are one chunk, so Game Detail would download the events list's filters (with the
 * player stats and luxon), the game picker and the clock's structure editor (number inputs, a
 * modal). The server's render draws lazy parts and the page preloads them (drawn-modules.plugin.ts).
 */
export const EventsBrowse = lazy(() =>
  import('./components/events-browse').then((module) => ({ default: module.EventsBrowse })),
);
export { GameDetail } from './components/game-detail';
/** The form brings the date-time picker (@mantine/dates): its own chunk, so Events and Game Detail do not download it. */
export const GameForm = lazy(() => import('./components/game-form').then((module) => ({ default: module.GameForm })));
/** The TV monitor brings the countdown (luxon) and its own styles: its own chunk, so Game Detail and Events do not download them. */
export const GameMonitor = lazy(() =>
  import('./components/game-monitor').then((module) => ({ default: module.GameMonitor })),
);
export const GamePicker = lazy(() =>
  import('./components/game-picker').then((module) => ({ default: module.GamePicker })),
);
export { useManageGames } from './hooks/use-manage-games';
export { useLiveGame } from './hooks/use-live-game';
/** The tournament clock (issue 23): the host's controls on the points screen, and the phone page. */
export const GameClockControls = lazy(() =>
  import('./components/game-clock-controls').then((module) => ({ default: module.GameClockControls })),
);
export const GameClockPage = lazy(() =>
  import('./components/game-clock-page').then((module) => ({ default: module.GameClockPage })),
);
