import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { startupSettings } from './config/startup.js';
import { migrateDatabaseWhenReachable, migrationOf } from './shared/infrastructure/database/migrate.js';
import { startHeartbeat } from './shared/infrastructure/health/heartbeat-file.js';
import { WorkerModule } from './worker.module.js';

/** The worker process: relays the outbox and runs the queues. Several may run side by side. */
const settings = startupSettings();
// PostgreSQL may still be starting (compose) or be restarting: wait for it rather than die.
const migration = migrationOf(settings);
await migrateDatabaseWhenReachable(migration.url, {
  warn: (line) => console.warn(line),
  log: (line) => console.log(line),
  ...migration.options,
});
const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(settings), { bufferLogs: true });
worker.useLogger(worker.get(Logger));
worker.enableShutdownHooks();
await worker.init();
// Its health check without an HTTP port: node dist/src/cli/worker-alive.js (docker/compose.prod.yml). Several
// workers on one host outside containers: each its own WORKER_HEARTBEAT_FILE, or their checks cannot tell them apart.
startHeartbeat(process.env.WORKER_HEARTBEAT_FILE || undefined);
