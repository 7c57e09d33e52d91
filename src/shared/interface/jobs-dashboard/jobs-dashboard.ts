import { Logger, NotFoundException } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SessionAuthenticator } from '../../application/auth/authenticated-user.js';
import { NotLoggedInError, TwoStepSetupRequiredError, UnauthorizedError } from '../../domain/access.errors.js';
import { DomainError } from '../../domain/domain-error.js';
import { closeRedis, createRedisConnection } from '../../infrastructure/redis/redis-connection.js';
import { describeFailure } from '../domain-error.filter.js';
import {
  dashboardRequirement,
  JOBS_DASHBOARD_ACTIONS_LEVEL,
  JOBS_DASHBOARD_COOKIE,
  JOBS_DASHBOARD_PATH,
} from './jobs-dashboard-access.js';
import { reportRedisErrors } from '../../infrastructure/redis/redis-outage.js';

/** A queue the dashboard shows: its name (without the install's QUEUE_PREFIX) and what it does. */
export interface DashboardQueue {
  readonly name: string;
  readonly description: string;
}

/**
 * The page's Content-Security-Policy: bull-board's UI is same-origin scripts and styles
 * (plus inline styles); its Google Fonts link is left to fail, so an admin page calls no
 * third party. Only the dashboard's answers carry it (the site's own rides on index.html).
 */
const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** bull-board reads this option (its UI hides "retry" on completed jobs); its typings do not list it yet. */
const NO_COMPLETED_RETRIES: object = { allowCompletedRetries: false };

/** A cookie value as sent; a malformed escape is no token (never a 500). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** The session token of a dashboard request: `Authorization: Bearer`, or the dashboard's cookie. */
export function dashboardToken(headers: FastifyRequest['headers']): { token: string; fromCookie: boolean } | undefined {
  const header = headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, fromCookie: false };
  }
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === JOBS_DASHBOARD_COOKIE && value.length) {
      const token = decoded(value.join('='));
      if (token) return { token, fromCookie: true };
    }
  }
  return undefined;
}

/** A cookie-borne write must come from the site's own pages (SameSite=Strict already keeps other sites' requests cookieless). */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Mounts bull-board at /admin/jobs with every queue of the install (named with its
 * QUEUE_PREFIX), behind one onRequest hook that runs on every path under the prefix —
 * page, static files, JSON API, actions, unknown paths — before any handler: no session
 * 401, below Admin 403, an Owner's action asked by an Admin 403, all as `{ error, code }`.
 */
export async function mountJobsDashboard(
  app: NestFastifyApplication,
  options: { redisUrl: string; queuePrefix: string; queues: readonly DashboardQueue[] },
): Promise<void> {
  const logger = new Logger('JobsDashboard');
  const authenticator = app.get(SessionAuthenticator, { strict: false });
  const connection = createRedisConnection(options.redisUrl, 'jobs-dashboard', { waitForReconnect: true });
  const queues = options.queues.map(({ name }) => {
    const queue = new Queue(name, { connection, prefix: options.queuePrefix });
    // An unheard 'error' would end the process; a Redis outage only empties the dashboard.
    reportRedisErrors(queue, `jobs dashboard ${name} queue`);
    return queue;
  });
  const byName = new Map(queues.map((queue) => [queue.name, queue]));

  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(JOBS_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map(
      (queue, i) =>
        // Completed jobs are never retried from here (a mail job would send again); failed ones are.
        new BullMQAdapter(queue, {
          ...NO_COMPLETED_RETRIES,
          allowRetries: true,
          description: options.queues[i]!.description,
        }),
    ),
    // bull-board's nested @bull-board/api copy may trail the top one by a patch: the adapter's shape is the same.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    // No docs link to bull-board's site (an admin page calls no third party); a way back to the Jobs screen.
    options: {
      uiConfig: {
        boardTitle: 'League jobs',
        hideDocsLink: true,
        miscLinks: [{ text: 'Back to the site', url: '/update/jobs' }],
      },
    },
  });

  const refuse = (reply: FastifyReply, error: DomainError) => {
    const { status, body } = describeFailure(error);
    return reply.status(status).header('cache-control', 'no-store').send(body);
  };

  /** An action admins may take on failed jobs only: the status in the path, or the job's own state. */
  async function onFailedJobsOnly(request: FastifyRequest): Promise<boolean> {
    const params = request.params as { queueName?: string; queueStatus?: string; jobId?: string };
    if (params.queueStatus !== undefined) return params.queueStatus === 'failed';
    const queue = params.queueName ? byName.get(params.queueName) : undefined;
    // An unknown queue or job: bull-board answers its 404.
    if (!queue || !params.jobId) return true;
    const state = await queue.getJobState(params.jobId);
    return state === 'failed' || state === 'unknown';
  }

  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('content-security-policy', DASHBOARD_CSP);
        reply.header('cache-control', 'no-store');
        const credentials = dashboardToken(request.headers);
        if (!credentials) return refuse(reply, new NotLoggedInError());
        const user = await authenticator.authenticate(credentials.token);
        if (!user) return refuse(reply, new NotLoggedInError());
        const route = request.routeOptions.url?.slice(JOBS_DASHBOARD_PATH.length);
        const requirement = dashboardRequirement(request.method, route);
        if (user.userType < requirement.level) return refuse(reply, new UnauthorizedError());
        if (user.twoStepSetupRequired) return refuse(reply, new TwoStepSetupRequiredError());
        if (credentials.fromCookie && request.method !== 'GET' && request.method !== 'HEAD' && crossSite(request))
          return refuse(reply, new UnauthorizedError());
        // The Owner may retry anything; an Admin failed jobs only.
        if (
          'failedOnly' in requirement &&
          user.userType < JOBS_DASHBOARD_ACTIONS_LEVEL &&
          !(await onFailedJobsOnly(request))
        )
          return refuse(reply, new UnauthorizedError());
        return undefined;
      });
      // A failure of the check itself (the database away) answers in the API's shape, never a stack.
      scope.setErrorHandler((error, _request, reply) => {
        const { status, body } = describeFailure(error);
        if (status >= 500) logger.warn(`Jobs dashboard: ${error instanceof Error ? error.message : String(error)}`);
        return reply.status(status).send(body);
      });
      // Unknown paths under the prefix get the hook above too (then a JSON 404, never the site's page).
      scope.setNotFoundHandler((_request, reply) => {
        const { status, body } = describeFailure(new NotFoundException());
        return reply.status(status).send(body);
      });
      await scope.register(serverAdapter.registerPlugin() as Parameters<FastifyInstance['register']>[0]);
      scope.addHook('onClose', async () => {
        await Promise.all(queues.map((queue) => queue.close()));
        await closeRedis(connection);
      });
    },
    { prefix: JOBS_DASHBOARD_PATH },
  );
}
