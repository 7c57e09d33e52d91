import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerMergeStep, PlayerMergeSteps, type MergedGame, type MergePair, type MergeStepResult } from '../../../shared/application/player-merge.js';
import { MergeSameGameError } from '../../players/domain/player-merge.errors.js';

interface GameRow {
  gameID: number;
  venueID: number | null;
  eventID: number | null;
  gameAt: string | Date;
  ended: boolean;
}

/**
 * The merge's part in the points module: the duplicate's point records (and the records it
 * checked in as host) become the survivor's. Refused when both have a record of one game:
 * a player plays a game once, and which record to keep is not the server's guess.
 */
@Injectable()
export class PointsMergeStep extends PlayerMergeStep implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly steps: PlayerMergeSteps,
  ) {
    super();
  }

  onModuleInit(): void {
    this.steps.register(this);
  }

  override async check({ survivorID, duplicateID }: MergePair): Promise<void> {
    const [{ games }] = await this.em.execute<{ games: number }[]>(
      `select count(distinct d.game_id)::int as games from points d join points s on s.game_id = d.game_id where d.player_id = ? and s.player_id = ?`,
      [duplicateID, survivorID],
    );
    if (games > 0) throw new MergeSameGameError(games);
  }

  async move({ survivorID, duplicateID }: MergePair): Promise<MergeStepResult> {
    const moved = await this.em.execute<{ gameID: number }[]>('update points set player_id = ? where player_id = ? returning game_id as "gameID"', [survivorID, duplicateID]);
    const [{ count: hosted }] = await this.em.execute<{ count: number }[]>(
      'with moved as (update points set host_id = ? where host_id = ? returning 1) select count(*)::int as count from moved',
      [survivorID, duplicateID],
    );
    const gameIDs = [...new Set(moved.map((row) => row.gameID))];
    const games = gameIDs.length
      ? await this.em.execute<GameRow[]>(
          `select game_id as "gameID", venue_id as "venueID", event_id as "eventID", game_at as "gameAt", ended_at is not null as ended
            from games where game_id in (${gameIDs.map(() => '?').join(', ')}) order by game_at`,
          gameIDs,
        )
      : [];
    const playedGames: MergedGame[] = games.map((row) => ({ ...row, gameAt: new Date(row.gameAt).toISOString() }));
    return { moved: { points: moved.length, pointsCheckedIn: hosted }, playedGames };
  }
}
