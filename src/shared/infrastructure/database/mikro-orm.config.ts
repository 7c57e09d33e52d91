import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity.js';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity.js';
import { QueuedWorkEntity } from '../queue/queued-work.entity.js';
import { SecurityEventEntity } from '../security/security-event.entity.js';
import { DATABASE_POOL_MAX_DEFAULT } from '../../../config/settings.js';
import { MIGRATIONS } from './migrations/index.js';

/** Entity classes, as each module lists its own (composed in src/entities.ts). */
export type EntityList = readonly NonNullable<Options['entities']>[number][];

/**
 * One ORM configuration for the API, the worker, the CLI and the tests. The data model
 * comes from the caller (src/entities.ts composes every module's list), so src/shared
 * knows no module; the outbox's, the idempotency keys' and the security log's own entities are always added.
 */
export function buildOrmConfig(
  databaseUrl: string,
  entities: EntityList,
  options: { debug?: boolean; poolMax?: number } = {},
): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: [...entities, OutboxMessageEntity, IdempotencyKeyEntity, QueuedWorkEntity, SecurityEventEntity],
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    forceUtcTimezone: true,
    // A request, queue job or socket message must open its own context (docs/architecture.md).
    allowGlobalContext: false,
    debug: options.debug ?? false,
    // The most connections this process opens (DATABASE_POOL_MAX; /metrics reports it as league_db_pool_max_connections).
    pool: { min: 0, max: options.poolMax ?? DATABASE_POOL_MAX_DEFAULT },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Listed explicitly so the same list runs from TypeScript (tests) and JavaScript (dist).
      migrationsList: MIGRATIONS,
      path: 'dist/src/shared/infrastructure/database/migrations',
      pathTs: 'src/shared/infrastructure/database/migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
  });
}
