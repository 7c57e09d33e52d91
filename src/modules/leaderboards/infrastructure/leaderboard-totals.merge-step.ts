import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerMergeStep, PlayerMergeSteps, type MergePair, type MergeStepResult } from '../../../shared/application/player-merge.js';

/** The merge's part in the leaderboards module: the duplicate's rows of the standings read model go (the scopes of its games are recomputed after the commit, from the outbox's PlayersMerged, which counts them for the survivor). */
@Injectable()
export class LeaderboardTotalsMergeStep extends PlayerMergeStep implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly steps: PlayerMergeSteps,
  ) {
    super();
  }

  onModuleInit(): void {
    this.steps.register(this);
  }

  async move({ duplicateID }: MergePair): Promise<MergeStepResult> {
    // Each scope the duplicate had a row in loses that one row: its stored count follows (issue 24).
    await this.em.execute(
      `with gone as (delete from leaderboard_totals where player_id = ? returning scope_type, scope_id, period)
        update leaderboard_scopes s set row_count = s.row_count - 1 from gone g
        where s.scope_type = g.scope_type and s.scope_id = g.scope_id and s.period = g.period`,
      [duplicateID],
    );
    return { moved: {} };
  }
}
