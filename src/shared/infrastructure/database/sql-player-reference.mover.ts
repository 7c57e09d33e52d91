import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PlayerReferenceMover,
  type MergePair,
  type MergeResult,
  type PlayerReference,
} from '../../application/player-merge.js';

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A declared table or column name, checked and quoted (declarations are code, never input). */
const id = (name: string): string => {
  if (!NAME.test(name)) throw new Error(`Not a table or column name: ${name}`);
  return `"${name}"`;
};

/** The values a column of this kind holds for the two players. */
const valuesOf = (pair: MergePair, by: PlayerReference['by']): { survivor: number; duplicate: number } =>
  by === 'number'
    ? { survivor: pair.survivorNumber, duplicate: pair.duplicateNumber }
    : { survivor: pair.survivorID, duplicate: pair.duplicateID };

/** `d.a = s.a and d.b = s.b` for a declared key. */
const sameKey = (key: readonly string[]): string =>
  key.map((column) => `s.${id(column)} = d.${id(column)}`).join(' and ');

/**
 * The one merge step, in SQL: every module's declared player columns (their modules own
 * the tables; the declarations say what a merge does with them), in the merge's transaction.
 */
@Injectable()
export class SqlPlayerReferenceMover extends PlayerReferenceMover {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async check(pair: MergePair, references: readonly PlayerReference[]): Promise<void> {
    for (const { table, column, onMerge, by } of references) {
      if (onMerge?.kind !== 'refuseIfBothHave') continue;
      const { survivor, duplicate } = valuesOf(pair, by);
      const [{ keys }] = await this.em.execute<{ keys: number }[]>(
        `select count(*)::int as keys from (select distinct ${onMerge.key.map((key) => `d.${id(key)}`).join(', ')}
           from ${id(table)} d join ${id(table)} s on ${sameKey(onMerge.key)} where d.${id(column)} = ? and s.${id(column)} = ?) both_have`,
        [duplicate, survivor],
      );
      if (keys > 0) throw onMerge.error(keys);
    }
  }

  async move(pair: MergePair, references: readonly PlayerReference[]): Promise<MergeResult> {
    const moved: Record<string, number> = {};
    const gameIDs = { played: new Set<number>(), hosted: new Set<number>() };
    for (const reference of references) {
      const { table, column, onMerge = { kind: 'move' }, countAs, games, by } = reference;
      const { survivor, duplicate } = valuesOf(pair, by);
      const returning = games ? `returning ${id(games.column)} as "gameID"` : 'returning 1';
      let rows: { gameID?: number }[] = [];
      switch (onMerge.kind) {
        case 'keep':
          continue;
        case 'drop':
          rows = onMerge.dropStatement
            ? await this.em.execute(onMerge.dropStatement, [duplicate])
            : await this.em.execute(`delete from ${id(table)} where ${id(column)} = ? ${returning}`, [duplicate]);
          break;
        case 'move':
        case 'refuseIfBothHave':
          rows = await this.em.execute(
            `update ${id(table)} set ${id(column)} = ? where ${id(column)} = ? ${returning}`,
            [survivor, duplicate],
          );
          break;
        case 'moveUnlessSurvivorHas':
          // The survivor's own row of the same key wins; the duplicate's copy goes.
          rows = await this.em.execute(
            `update ${id(table)} d set ${id(column)} = ? where d.${id(column)} = ?
               and not exists (select 1 from ${id(table)} s where s.${id(column)} = ? and ${sameKey(onMerge.key)}) ${returning}`,
            [survivor, duplicate, survivor],
          );
          await this.em.execute(`delete from ${id(table)} where ${id(column)} = ?`, [duplicate]);
          break;
      }
      if (countAs) moved[countAs] = (moved[countAs] ?? 0) + rows.length;
      if (games) for (const row of rows) gameIDs[games.as].add(row.gameID!);
    }
    return { moved, playedGameIDs: [...gameIDs.played], hostedGameIDs: [...gameIDs.hosted] };
  }
}
