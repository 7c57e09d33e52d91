import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
  const started = (globalThis as { __testContainers?: { stop(): Promise<unknown> }[] }).__testContainers ?? [];
  await Promise.all(started.map((container) => container.stop()));
}

/** The run's migrated template database (test/support/services.ts), when a suite made it. */
async function dropTemplate(): Promise<void> {
  if (!process.env.TEST_RUN_ID || !process.env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "league_template_${process.env.TEST_RUN_ID}" with (force)`);
  } finally {
    await admin.end();
  }
}
