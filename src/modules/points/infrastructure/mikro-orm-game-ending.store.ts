import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GameEndingStore, type EndedRecordValues, type RecordToEnd } from '../application/ports/game-ending.store.js';

/** Reads and writes only points, in the caller's transaction (the game's row is locked through the games module's GameNightGames). */
@Injectable()
export class MikroOrmGameEndingStore extends GameEndingStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async recordsOf(gameID: number): Promise<RecordToEnd[]> {
    const rows = await this.em.execute<(Omit<RecordToEnd, 'updatedAt'> & { updatedAt: string | Date })[]>(
      `select point_id as "pointID", player_id as "playerID", place, points, bonus_type as "bonusType", bonuses, updated_at as "updatedAt"
        from points where game_id = ? order by entry_at, point_id`,
      [gameID],
    );
    return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
  }

  async saveEnded(records: readonly EndedRecordValues[], hostID: number, now: Date): Promise<void> {
    if (records.length === 0) return;
    // One statement for the whole table: a 60-player game is one round trip, not 60.
    const values = records.map(() => '(?::int, ?::smallint, ?::int, ?::smallint, ?::int)').join(', ');
    await this.em.execute(
      `update points as p set place = v.place, points = v.points, bonus_type = v.bonus_type, bonuses = v.bonuses, host_id = ?, updated_at = ?
        from (values ${values}) as v(point_id, place, points, bonus_type, bonuses) where p.point_id = v.point_id`,
      [
        hostID,
        now,
        ...records.flatMap((record) => [record.pointID, record.place, record.points, record.bonusType, record.bonuses]),
      ],
    );
  }
}
