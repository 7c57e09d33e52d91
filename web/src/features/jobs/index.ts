/**
 * The jobs feature's public face (issue 12, beyond SPEC): the Jobs screen's parts for
 * admins: the door to the jobs dashboard (/admin/jobs) and the full standings rebuild.
 */
export { JobsPanel } from './components/jobs-panel';
