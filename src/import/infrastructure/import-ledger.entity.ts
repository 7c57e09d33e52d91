import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * The import ledger (issue 22, docs/import.md): one row per record brought over from an old
 * site, the old id and the new one, written in the same transaction as the record. A second
 * run skips what it names, so an import resumes and never duplicates.
 */
@Entity({ tableName: 'import_ledger' })
export class ImportLedgerEntity {
  [OptionalProps]?: 'importedAt';

  /** The old site's address. */
  @PrimaryKey({ type: 'string', length: 255 })
  source!: string;

  /** player, venue, event, deposit, game or post (a game's point records go with it). */
  @PrimaryKey({ type: 'string', length: 16 })
  kind!: string;

  @PrimaryKey({ type: 'integer', fieldName: 'old_id' })
  oldID!: number;

  @Property({ type: 'integer', fieldName: 'new_id' })
  newID!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  importedAt: Date = new Date();
}

export const IMPORT_ENTITIES = [ImportLedgerEntity];
