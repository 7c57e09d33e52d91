import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from '../../application/unit-of-work.js';

/**
 * MikroORM keeps the open transaction in async context, so every repository
 * that uses the injected EntityManager inside `work` joins it.
 */
@Injectable()
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.em.isInTransaction()) return this.em.transactional(() => work());
    // Inside an outer transaction (an idempotent write's key and answer): the work joins it
    // rather than opening a savepoint, two round trips saved. A failure fails the outer
    // transaction too, as it did (nothing catches a unit of work's failure to go on).
    const result = await work();
    await this.em.flush();
    return result;
  }
}
