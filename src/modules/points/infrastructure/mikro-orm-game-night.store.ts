import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { countedGameSql } from '../../games/domain/counted-games.js';
import type { InstantRange } from '../../../shared/domain/period.js';
import { GameNightStore, type PlayerForCheckIn, type RecordTotals } from '../application/ports/game-night.store.js';

const SELECT_PLAYER =
  'select player_id as "playerID", player_number as "playerNumber", title, banned, suspended from players';

/** The games and players tables, read-only (points.tables.ts), in the caller's transaction (the game's row is locked through the games module's GameNightGames). */
@Injectable()
export class MikroOrmGameNightStore extends GameNightStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async playerByID(playerID: number): Promise<PlayerForCheckIn | null> {
    const [player] = await this.em.execute<PlayerForCheckIn[]>(`${SELECT_PLAYER} where player_id = ?`, [playerID]);
    return player ?? null;
  }

  async playerByNumber(playerNumber: number): Promise<PlayerForCheckIn | null> {
    // An old card (a merged duplicate's number, kept in alternatePlayerNumbers) scans to its survivor; a current number wins.
    const [player] = await this.em.execute<PlayerForCheckIn[]>(
      `${SELECT_PLAYER} where player_number = ? or string_to_array(alternate_player_numbers, ',') @> array[?::text] order by player_number = ? desc, player_id limit 1`,
      [playerNumber, String(playerNumber), playerNumber],
    );
    return player ?? null;
  }

  async pointsInRange(playerID: number, { start, stop }: InstantRange): Promise<number> {
    const [{ points }] = await this.em.execute<{ points: number }[]>(
      `select coalesce(sum(p.points), 0)::int as points from points p join games g on g.game_id = p.game_id
        where p.player_id = ? and g.game_at >= ? and g.game_at < ? and ${countedGameSql('g')}`,
      [playerID, start, stop],
    );
    return points!;
  }

  async totalsOf(gameID: number): Promise<RecordTotals> {
    const [totals] = await this.em.execute<RecordTotals[]>(
      'select count(*)::int as records, coalesce(sum(points), 0)::int as points from points where game_id = ?',
      [gameID],
    );
    return totals!;
  }
}
