import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerMergeStep, PlayerMergeSteps, type MergePair, type MergeStepResult } from '../../../shared/application/player-merge.js';

/** The merge's part in the venues module: the duplicate's recurring events as host become the survivor's. */
@Injectable()
export class SeriesMergeStep extends PlayerMergeStep implements OnModuleInit {
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
    const rows = await this.em.execute<{ count: number }[]>(
      'with moved as (update events set host_id = ? where host_id = ? returning 1) select count(*)::int as count from moved',
      [survivorID, duplicateID],
    );
    return { moved: { hostedEvents: rows[0]?.count ?? 0 } };
  }
}
