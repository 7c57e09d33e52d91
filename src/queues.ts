import { VEGAS_INVITES_QUEUE } from './modules/bonuses/infrastructure/vegas-invites.queue.js';
import { GAME_SCHEDULE_QUEUE } from './modules/games/infrastructure/game-schedule.queue.js';
import { STANDINGS_QUEUE } from './modules/leaderboards/infrastructure/standings.queue.js';
import { DOMAIN_EVENTS_QUEUE, MAINTENANCE_QUEUE } from './shared/infrastructure/queue/queues.js';
import type { DashboardQueue } from './shared/interface/jobs-dashboard/jobs-dashboard.js';

/**
 * Every BullMQ queue of the install (each named with QUEUE_PREFIX in Redis), as the jobs
 * dashboard shows them. A composition root like entities.ts: src/queues.spec.ts fails when
 * a module declares a queue that is not listed here.
 */
export const ALL_QUEUES: readonly DashboardQueue[] = [
  {
    name: DOMAIN_EVENTS_QUEUE,
    description: 'Domain events relayed from the outbox; each job runs its subscribers (standings, schedule, invites).',
  },
  {
    name: STANDINGS_QUEUE,
    description:
      'Standings read model: one job per (scope, period) touched by a game, and full rebuilds (with progress).',
  },
  {
    name: GAME_SCHEDULE_QUEUE,
    description: "Recurring events' games for the next 8 weeks: daily, at worker start and after each event save.",
  },
  {
    name: VEGAS_INVITES_QUEUE,
    description:
      'Vegas Invites read model per invite year, the standings mail after a game, and the monthly invites mail on the 1st.',
  },
  { name: MAINTENANCE_QUEUE, description: 'Housekeeping: the hourly purge of Idempotency-Keys older than a day.' },
];
