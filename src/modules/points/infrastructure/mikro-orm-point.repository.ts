import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { PointRepository, type PointRecord } from '../application/ports/point.repository.js';
import type { CheckedInRecord } from '../domain/check-in.js';
import { sortedPlace } from '../domain/placement.js';
import { PlayerAlreadyCheckedInError } from '../domain/points.errors.js';
import { chipsOfRecorded, recordedOfChips } from '../domain/quarterly-buy-in.js';

/** Quarterly chips are stored in thousands (buyIn 15 = 15K, docs/decisions/0009-money-is-numeric-10-2-read-as-a-number.md); the domain counts whole chips. */

interface PointColumns {
  pointID: number;
  gameID: number;
  playerID: number;
  hostID: number | null;
  place: number;
  points: number;
  bonusType: number;
  bonuses: number;
  buyIn: number;
  reBuy: number;
  addOn: number;
  /** text or Date, as the driver answers */
  entryAt: Date | string;
  updatedAt: Date | string;
}

const SELECT_POINT = `select point_id as "pointID", game_id as "gameID", player_id as "playerID", host_id as "hostID", place, points,
    bonus_type as "bonusType", bonuses, buy_in as "buyIn", re_buy as "reBuy", add_on as "addOn", entry_at as "entryAt", updated_at as "updatedAt"
  from points`;

const toRecord = (row: PointColumns): PointRecord => ({
  ...row,
  sortedPlace: sortedPlace(row.place),
  entryAt: new Date(row.entryAt),
  updatedAt: new Date(row.updatedAt),
  bonusType: row.bonusType as PointRecord['bonusType'],
  buyIn: chipsOfRecorded(row.buyIn),
  reBuy: chipsOfRecorded(row.reBuy),
  addOn: chipsOfRecorded(row.addOn),
});

const stored = recordedOfChips;

/** Well under PostgreSQL's 65,535 bind parameters (12 a row). */
const ROWS_PER_INSERT = 1_000;

/**
 * Plain SQL in the caller's transaction: a record read again after the game's lock must
 * come from the database, never from the ORM's identity map.
 */
@Injectable()
export class MikroOrmPointRepository extends PointRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(pointID: number): Promise<PointRecord | null> {
    const [row] = await this.em.execute<PointColumns[]>(`${SELECT_POINT} where point_id = ?`, [pointID]);
    return row ? toRecord(row) : null;
  }

  async findInGame(gameID: number, playerID: number): Promise<PointRecord | null> {
    const [row] = await this.em.execute<PointColumns[]>(`${SELECT_POINT} where game_id = ? and player_id = ?`, [
      gameID,
      playerID,
    ]);
    return row ? toRecord(row) : null;
  }

  async add(record: CheckedInRecord): Promise<PointRecord> {
    try {
      const [{ pointID }] = await this.em.execute<{ pointID: number }[]>(
        `insert into points (game_id, player_id, host_id, place, points, bonus_type, bonuses, buy_in, re_buy, add_on, entry_at, updated_at)
          values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning point_id as "pointID"`,
        [
          record.gameID,
          record.playerID,
          record.hostID,
          record.place,
          record.points,
          record.bonusType,
          record.bonuses,
          stored(record.buyIn),
          stored(record.reBuy),
          stored(record.addOn),
          record.entryAt,
          record.updatedAt,
        ],
      );
      return { ...record, pointID: pointID! };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new PlayerAlreadyCheckedInError();
      throw error;
    }
  }

  /**
   * Adds records as a game night left them (the demo league, test builders), a thousand to a
   * statement (the demo's two years are some 30,000 records); the same columns as `add`, and
   * the same unique index refuses a player twice in a game. Answers the new pointIDs in the
   * order given. Not for the use cases (PointRepository).
   */
  async addAll(records: readonly CheckedInRecord[]): Promise<number[]> {
    const ids: number[] = [];
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      const chunk = records.slice(start, start + ROWS_PER_INSERT);
      try {
        const rows = await this.em.execute<{ pointID: number }[]>(
          `insert into points (game_id, player_id, host_id, place, points, bonus_type, bonuses, buy_in, re_buy, add_on, entry_at, updated_at)
            values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} returning point_id as "pointID"`,
          chunk.flatMap((record) => [
            record.gameID,
            record.playerID,
            record.hostID,
            record.place,
            record.points,
            record.bonusType,
            record.bonuses,
            stored(record.buyIn),
            stored(record.reBuy),
            stored(record.addOn),
            record.entryAt,
            record.updatedAt,
          ]),
        );
        ids.push(...rows.map(({ pointID }) => pointID));
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw new PlayerAlreadyCheckedInError();
        throw error;
      }
    }
    return ids;
  }

  async save(record: PointRecord): Promise<PointRecord> {
    await this.em.execute(
      `update points set host_id = ?, place = ?, points = ?, bonus_type = ?, bonuses = ?, buy_in = ?, re_buy = ?, add_on = ?, updated_at = ? where point_id = ?`,
      [
        record.hostID,
        record.place,
        record.points,
        record.bonusType,
        record.bonuses,
        stored(record.buyIn),
        stored(record.reBuy),
        stored(record.addOn),
        record.updatedAt,
        record.pointID,
      ],
    );
    return record;
  }

  async remove(pointID: number): Promise<void> {
    await this.em.execute('delete from points where point_id = ?', [pointID]);
  }
}
