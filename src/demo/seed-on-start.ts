import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Settings } from '../config/settings.js';
import { ALL_ENTITIES } from '../entities.js';
import { buildOrmConfig } from '../shared/infrastructure/database/mikro-orm.config.js';
import { STANDINGS_REBUILD_REQUESTED } from '../modules/leaderboards/infrastructure/standings-events.subscriber.js';
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
    await em.execute('insert into outbox (type, payload) values (?, ?)', [STANDINGS_REBUILD_REQUESTED, JSON.stringify({})]);
    console.log(`Demo league seeded in ${Date.now() - started} ms: ${summary}`);
  } finally {
    await orm.close();
  }
}
