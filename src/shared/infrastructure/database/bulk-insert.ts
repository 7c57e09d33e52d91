import type { EntityClass, EntityDictionary, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

/**
 * Multi-row inserts of up to INSERT_CHUNK rows, in the caller's transaction;
 * answers the new ids in row order. em.insertMany answers only the first id on
 * PostgreSQL, so this goes to the driver's multi-row insert (the same statement)
 * and reads the ids it returns. For bulk writers (demo data, test builders) of
 * modules that have no repository yet: thousands of rows in a few statements.
 */
export async function insertRows<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: readonly RequiredEntityData<T>[],
): Promise<number[]> {
  const idColumn = em.getMetadata().get(entity).getPrimaryProps()[0]!.fieldNames[0]!;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK) as EntityDictionary<T>[];
    const result = await em.getDriver().nativeInsertMany(entity, chunk, { ctx: em.getTransactionContext() });
    for (const row of result.rows ?? []) ids.push(row[idColumn] as number);
  }
  if (ids.length !== rows.length) throw new Error(`expected ${rows.length} new ${entity.name} ids, got ${ids.length}`);
  return ids;
}
