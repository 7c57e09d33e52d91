import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Settings } from '../config/settings.js';
import { ALL_ENTITIES } from '../entities.js';
import { buildOrmConfig } from '../shared/infrastructure/database/mikro-orm.config.js';
import { StandingsRebuildRequestedEvent } from '../modules/leaderboards/domain/standings-rebuild-requested.event.js';
import { VegasInvitesQueue } from '../modules/bonuses/infrastructure/vegas-invites.queue.js';
import { createRedisConnection } from '../shared/infrastructure/redis/redis-connection.js';
import { seedDemoLeague } from './demo-league.seeder.js';

/** Demo mode: an empty database gets the demo league (README lists its accounts). */
export async function seedDemoDataIfEmpty(settings: Settings): Promise<void> {
  const orm = await MikroORM.init(buildOrmConfig(settings.databaseUrl, ALL_ENTITIES));
  try {
    const em = orm.em.fork();
    const [{ count }] = await em.execute<{ count: string }[]>('select count(*) as count from players');
    if (Number(count) > 0) return;
    const started = Date.now();
    const summary = await seedDemoLeague(em, { now: new Date(), timeZone: settings.leagueTimeZone });
    // The worker builds the standings read model from the seeded records (the outbox carries the request).
    await em.execute('insert into outbox (type, payload) values (?, ?)', [
      StandingsRebuildRequestedEvent.type,
      JSON.stringify(new StandingsRebuildRequestedEvent().toPayload()),
    ]);
    console.log(`Demo league seeded in ${Date.now() - started} ms: ${summary}`);
    await queueInvitesRebuild(settings);
  } finally {
    await orm.close();
  }
}

/**
 * The worker starts beside this seeding and may find the league still empty: the Vegas
 * Invites read model is rebuilt once the seeded rows are there (the worker runs the job
 * whenever it is up).
 */
async function queueInvitesRebuild(settings: Settings): Promise<void> {
  const queue = new VegasInvitesQueue(
    createRedisConnection(settings.redisUrl, 'demo-seed-queue', { waitForReconnect: false }),
    settings.queuePrefix,
  );
  try {
    await queue.rebuildAll(false);
  } catch (error) {
    console.warn(`Vegas Invites rebuild not queued: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await queue.onApplicationShutdown();
  }
}
