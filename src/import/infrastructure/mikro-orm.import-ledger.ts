import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ImportLedger, type IdMaps } from '../application/ports/import-ledger.js';
import { IMPORT_KINDS, type ImportKind } from '../domain/old-site-records.js';

/** The ledger in PostgreSQL (`import_ledger`). */
@Injectable()
export class MikroOrmImportLedger extends ImportLedger {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async load(source: string): Promise<IdMaps> {
    const maps = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, new Map<number, number>()])) as IdMaps;
    const rows = await this.em
      .fork()
      .execute<{ kind: ImportKind; old_id: number; new_id: number }[]>(
        'select kind, old_id, new_id from import_ledger where source = ?',
        [source],
      );
    for (const row of rows) maps[row.kind]?.set(row.old_id, row.new_id);
    return maps;
  }

  async rebuiltSinceLastWrite(source: string): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute('select 1 from import_ledger where source = ? and kind = ?', [source, REBUILT]);
    return rows.length > 0;
  }
}

/** The ledger row that says the read models were rebuilt after the last batch (every batch deletes it). */
export const REBUILT = 'rebuilt';

/** After a rebuild: the mark that a run adding nothing need not rebuild again. */
export async function markRebuilt(em: EntityManager, source: string): Promise<void> {
  await em
    .fork()
    .execute('insert into import_ledger (source, kind, old_id, new_id) values (?, ?, 0, 0) on conflict do nothing', [
      source,
      REBUILT,
    ]);
}

/** Records old -> new ids in the caller's transaction, and in `maps`. */
export async function recordInLedger(
  tx: EntityManager,
  source: string,
  kind: ImportKind,
  pairs: readonly (readonly [number, number])[],
): Promise<void> {
  await tx.execute('delete from import_ledger where source = ? and kind = ?', [source, REBUILT]);
  for (let start = 0; start < pairs.length; start += 1000) {
    const chunk = pairs.slice(start, start + 1000);
    await tx.execute(
      `insert into import_ledger (source, kind, old_id, new_id) values ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
      chunk.flatMap(([oldID, newID]) => [source, kind, oldID, newID]),
    );
  }
}
