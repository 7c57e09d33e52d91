import { UserType } from '../../domain/user-type.js';
import { PREFIX_ACCESS } from '../auth/access-table.js';

/**
 * Who may do what on the jobs dashboard (bull-board, mounted at JOBS_DASHBOARD_PATH).
 * Every path under the prefix — the page, its static files, its JSON API, its actions and
 * unknown paths — needs an Admin (40) session; host mode plays no part (it is automatic
 * from Admin up). Admins may look and retry failed jobs (and promote delayed ones); every
 * other action (clean, pause, resume, empty, obliterate, add or edit jobs, schedulers,
 * concurrency, rate limits, retrying completed jobs) is the Owner's: those lose work or
 * send mail again. docs/decisions/0082-jobs-dashboard.md.
 */
export const JOBS_DASHBOARD_PATH = '/admin/jobs';

/** The HttpOnly cookie holding the session token for the dashboard's own requests (path-scoped to it). */
export const JOBS_DASHBOARD_COOKIE = 'league_jobs';

/** Its row in the access table (PREFIX_ACCESS): Admin. */
export const JOBS_DASHBOARD_LEVEL = PREFIX_ACCESS[JOBS_DASHBOARD_PATH]!.level as UserType;
export const JOBS_DASHBOARD_ACTIONS_LEVEL = UserType.Owner;

/** The actions an Admin may take, as bull-board's route patterns (under the prefix) and methods. */
const ADMIN_ACTIONS: readonly { method: string; route: string; failedOnly?: true }[] = [
  { method: 'PUT', route: '/api/queues/:queueName/retry/:queueStatus', failedOnly: true },
  { method: 'PUT', route: '/api/queues/:queueName/:jobId/retry', failedOnly: true },
  { method: 'PUT', route: '/api/queues/:queueName/promote' },
  { method: 'PUT', route: '/api/queues/:queueName/:jobId/promote' },
];

export type DashboardRequirement =
  /** a read: Admin */
  | { level: UserType }
  /** an action an Admin may take on failed jobs only: `failedJob` names the job to check, or the status in the path must be `failed` */
  | { level: UserType; failedOnly: true };

/** What a request to the dashboard needs, from its method and route pattern (relative to the prefix; undefined: no such route). */
export function dashboardRequirement(method: string, route: string | undefined): DashboardRequirement {
  if (method === 'GET' || method === 'HEAD') return { level: JOBS_DASHBOARD_LEVEL };
  const action = ADMIN_ACTIONS.find((candidate) => candidate.method === method && candidate.route === route);
  if (!action) return { level: JOBS_DASHBOARD_ACTIONS_LEVEL };
  return action.failedOnly ? { level: JOBS_DASHBOARD_LEVEL, failedOnly: true } : { level: JOBS_DASHBOARD_LEVEL };
}
