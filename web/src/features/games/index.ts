/**
 * The games feature's public face: what routes may import. Everything else under
 * features/games is its own (eslint.config.js enforces it).
 */
import { lazy } from 'react';

export { EventsBrowse } from './components/events-browse';
export { GameDetail } from './components/game-detail';
/** The form brings the date-time picker (@mantine/dates): its own chunk, so Events and Game Detail do not download it. */
export const GameForm = lazy(() => import('./components/game-form').then((module) => ({ default: module.GameForm })));
/** The TV monitor brings the countdown (luxon) and its own styles: its own chunk, so Game Detail and Events do not download them. */
export const GameMonitor = lazy(() => import('./components/game-monitor').then((module) => ({ default: module.GameMonitor })));
export { GamePicker } from './components/game-picker';
export { useManageGames } from './hooks/use-manage-games';
export { useLiveGame } from './hooks/use-live-game';
/** The tournament clock (issue 23): the host's controls on the points screen, and the phone page. */
export { GameClockControls } from './components/game-clock-controls';
export const GameClockPage = lazy(() => import('./components/game-clock-page').then((module) => ({ default: module.GameClockPage })));
