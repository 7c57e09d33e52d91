/** The scanner setup feature's public face (/update/scanner). */
export { ScannerSetupScreen } from './components/scanner-setup-screen';
