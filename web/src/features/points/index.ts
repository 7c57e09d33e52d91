/**
 * The points feature's public face: the points screen (/update/points/{gameID}).
 * Everything else under features/points is its own (eslint.config.js enforces it).
 */
export { PointsScreen } from './components/points-screen';
export { SCAN_REPEAT_DELAY_MS, ScanGate } from './scan-gate';
