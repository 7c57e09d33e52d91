import type { CheckedInRecord } from '../../domain/check-in.js';

/** A saved point record; quarterly buys in whole chips (15_000), as the domain counts them. */
export interface PointRecord extends CheckedInRecord {
  readonly pointID: number;
}

/** The points table, for the game-night commands (run inside their unit of work). */
export abstract class PointRepository {
  abstract findByID(pointID: number): Promise<PointRecord | null>;
  abstract findInGame(gameID: number, playerID: number): Promise<PointRecord | null>;
  /** Adds a player's record; PlayerAlreadyCheckedInError when they have one in the game (the unique index decides). */
  abstract add(record: CheckedInRecord): Promise<PointRecord>;
  /** Saves place, points, bonuses, buys, hostID and updatedAt of an existing record. */
  abstract save(record: PointRecord): Promise<PointRecord>;
  abstract remove(pointID: number): Promise<void>;
}
