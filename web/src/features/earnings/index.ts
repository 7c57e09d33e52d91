/**
 * The earnings feature's public face: the owner's earnings report (issue 12). Its own
 * chunk, loaded only by its route.
 */
export { EarningsReportScreen } from './components/earnings-report';
