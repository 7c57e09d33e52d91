/** The security feature's public face (issue 32, beyond SPEC): the owner's security log. */
export { SecurityLog } from './components/security-log';
