import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerMergeStep, PlayerMergeSteps, type MergePair, type MergeStepResult, type MergedGame } from '../../../shared/application/player-merge.js';

/** The merge's part in the games module: the games the duplicate hosted name the survivor as host (their years' hosting invites are recomputed). */
@Injectable()
export class GamesMergeStep extends PlayerMergeStep implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly steps: PlayerMergeSteps,
  ) {
    super();
  }

  onModuleInit(): void {
    this.steps.register(this);
  }

  async move({ survivorID, duplicateID }: MergePair): Promise<MergeStepResult> {
    const rows = await this.em.execute<{ gameID: number; venueID: number | null; eventID: number | null; gameAt: string | Date; ended: boolean }[]>(
      `update games set host_id = ? where host_id = ?
        returning game_id as "gameID", venue_id as "venueID", event_id as "eventID", game_at as "gameAt", ended_at is not null as ended`,
      [survivorID, duplicateID],
    );
    const hostedGames: MergedGame[] = rows.map((row) => ({ ...row, gameAt: new Date(row.gameAt).toISOString() }));
    return { moved: { hostedGames: hostedGames.length }, hostedGames };
  }
}
