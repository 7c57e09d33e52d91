/** The player search feature's public face (/players/search). */
export { PlayerSearchScreen } from './components/player-search-screen';
