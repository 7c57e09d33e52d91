import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { SqlReads } from '../../application/sql-reads.js';

/** Raw selects on the request's EntityManager (inside a unit of work, they see its writes). */
@Injectable()
export class MikroOrmSqlReads extends SqlReads {
  private pool?: Promise<Pool>;
  /** Each statement's name and numbered text, made once (the texts are the code's own: a handful). */
  private readonly statements = new Map<string, { name: string; text: string }>();

  constructor(private readonly em: EntityManager) {
    super();
  }

  query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.em.execute<T[]>(sql, [...params]);
  }

  /** A named statement on MikroORM's own pg pool: pg prepares it once per connection, PostgreSQL plans it once. */
  override async planned<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    this.pool ??= this.em.getConnection().getNativeClient();
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = { name: statementNameOf(sql), text: numberedPlaceholders(sql) };
      this.statements.set(sql, statement);
    }
    const { rows } = await (await this.pool).query<T>({ ...statement, values: [...params] });
    return rows;
  }
}

/** A name per statement text (pg refuses one name for two texts on a connection). */
const statementNameOf = (sql: string): string => `read_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

/** `?` placeholders as PostgreSQL numbers them (`$1`, `$2`…), leaving quoted text and identifiers alone. */
export function numberedPlaceholders(sql: string): string {
  let number = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (match) => (match === '?' ? `$${++number}` : match));
}
