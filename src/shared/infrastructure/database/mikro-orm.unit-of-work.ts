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

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
