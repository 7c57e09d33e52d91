/**
 * The standings feature's public face: the leaderboards and home's champions. Home imports
 * it in the first page's chunk, so the leaderboards (table kit, filters, ApexCharts) come
 * through dynamic imports (components/lazy-parts.tsx); the champions lists are light.
 */
export { HomeChampions } from './components/home-champions';
export { ActivityDashboard, EventLeaderboard, PlayerLeaderboard } from './components/lazy-parts';
