import { MetadataStorage, type EntityClass } from '@mikro-orm/core';

/**
 * A relation's target named rather than imported: `@ManyToOne(entityNamed('DepositEntity'), ...)`.
 * For a foreign key that points up the module graph (games.deposit_id to deposits: deposits
 * depends on games, never the other way), so the schema keeps its constraint while the code
 * keeps no cycle (docs/decisions/0098-module-graph-without-cycles.md). Resolved when
 * the ORM discovers the entities, by which time every entity class is decorated.
 */
export const entityNamed = (className: string) => (): EntityClass<object> => {
  const meta = Object.values(MetadataStorage.getMetadata()).find(
    (candidate) => candidate.className === className && candidate.class,
  );
  if (!meta)
    throw new Error(`No entity class named ${className} is decorated (is its module's entity list in ALL_ENTITIES?)`);
  return meta.class as EntityClass<object>;
};
