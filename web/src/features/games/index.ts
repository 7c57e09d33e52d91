/**
 * The games feature's public face: what routes may import. Everything else under
 * features/games is its own (eslint.config.js enforces it).
 */
export { EventsBrowse } from './components/events-browse';
export { GameDetail } from './components/game-detail';
export { GameForm } from './components/game-form';
export { GamePicker } from './components/game-picker';
export { useManageGames } from './hooks/use-manage-games';
export { useLiveGame } from './hooks/use-live-game';
