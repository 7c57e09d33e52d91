import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SqlReads } from '../../application/sql-reads.js';

/** Raw selects on the request's EntityManager (inside a unit of work, they see its writes). */
@Injectable()
export class MikroOrmSqlReads extends SqlReads {
  constructor(private readonly em: EntityManager) {
    super();
  }

  query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.em.execute<T[]>(sql, [...params]);
  }
}
