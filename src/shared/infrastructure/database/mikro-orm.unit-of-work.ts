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

  async run<T>(work: () => Promise<T>, options: { readonly joinOuter?: boolean } = {}): Promise<T> {
    // MikroORM's default propagation (`nested`) makes a savepoint inside an outer transaction.
    if (!options.joinOuter || !this.em.isInTransaction()) return this.em.transactional(() => work());
    const result = await work();
    // What a nested transaction writes at its end.
    await this.em.flush();
    return result;
  }
}
