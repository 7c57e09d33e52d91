import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerMergeStep, PlayerMergeSteps, type MergePair, type MergeStepResult } from '../../application/player-merge.js';

/**
 * The duplicate's idempotency keys become the survivor's (its sessions do too, so a retry
 * from one of them still replays); a key the survivor already used stays the survivor's and
 * the duplicate's copy goes.
 */
@Injectable()
export class IdempotencyKeysMergeStep extends PlayerMergeStep implements OnModuleInit {
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
    const moved = await this.em.execute<{ count: number }[]>(
      `with moved as (update idempotency_keys d set player_id = ? where d.player_id = ?
         and not exists (select 1 from idempotency_keys s where s.player_id = ? and s.key = d.key) returning 1)
       select count(*)::int as count from moved`,
      [survivorID, duplicateID, survivorID],
    );
    await this.em.execute('delete from idempotency_keys where player_id = ?', [duplicateID]);
    return { moved: { idempotencyKeys: moved[0]?.count ?? 0 } };
  }
}
