import type { ImportKind } from '../../domain/old-site-records.js';

/** Old id -> new id, per kind, for one old site. */
export type IdMaps = Record<ImportKind, Map<number, number>>;

/**
 * The import ledger (table `import_ledger`): which old record became which new one. Every
 * batch writes its ledger rows in the same transaction as its records, so a run cut short
 * leaves whole batches, and a second run skips what is mapped: nothing is written twice.
 */
export abstract class ImportLedger {
  abstract load(source: string): Promise<IdMaps>;
  /** Whether the standings and invites were rebuilt after the last batch written from `source`. */
  abstract rebuiltSinceLastWrite(source: string): Promise<boolean>;
}
