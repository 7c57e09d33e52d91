/**
 * The player-stats feature's public face: the player dashboard, Vegas Invites and the
 * quarterly page's standings (SPEC §2).
 */
export { PlayerDashboard } from './components/player-dashboard';
export { QuarterlyStandings } from './components/quarterly-standings';
export { VegasInvites } from './components/vegas-invites';
export { addressedSeasonOf, standingsSeasonOf } from './stats-windows';
export { PlayerFilter } from './components/player-filter';
