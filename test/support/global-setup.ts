import { randomBytes } from 'node:crypto';

/**
 * Starts PostgreSQL and Redis containers when the run names no services. The
 * import is dynamic: testcontainers fails to load where no container runtime exists.
 * Names the run, for its migrated template database (test/support/services.ts).
 */
export default async function globalSetup(): Promise<void> {
  await startServices();
  // Each project runs this setup: the first one's name serves them all.
  process.env.TEST_RUN_ID ??= randomBytes(5).toString('hex');
}

async function startServices(): Promise<void> {
  if (process.env.DATABASE_URL && process.env.REDIS_URL) return;
  const { GenericContainer, Wait } = await import('testcontainers');
  const started: { stop(): Promise<unknown> }[] = [];
  if (!process.env.DATABASE_URL) {
    const postgres = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    started.push(postgres);
    process.env.DATABASE_URL = `postgresql://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`;
  }
  if (!process.env.REDIS_URL) {
    const redis = await new GenericContainer('redis:7-alpine')
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start();
    started.push(redis);
    process.env.REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  }
  (globalThis as { __testContainers?: typeof started }).__testContainers = started;
}
