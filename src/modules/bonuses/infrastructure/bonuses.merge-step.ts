import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerMergeStep, PlayerMergeSteps, type MergePair, type MergeStepResult } from '../../../shared/application/player-merge.js';

/** The merge's part in the bonuses module: the duplicate's invite awards (recomputed for the years touched after the commit) and the record of mail sent to it become the survivor's, so nothing is mailed twice. */
@Injectable()
export class BonusesMergeStep extends PlayerMergeStep implements OnModuleInit {
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
    const count = async (sql: string, params: unknown[]): Promise<number> => (await this.em.execute<{ count: number }[]>(sql, params))[0]?.count ?? 0;
    const awards = await count('with moved as (update invite_awards set player_id = ? where player_id = ? returning 1) select count(*)::int as count from moved', [survivorID, duplicateID]);
    // The survivor's own record of a month's mail wins; the duplicate's copy goes.
    await this.em.execute(
      `update invite_mails d set player_id = ? where d.player_id = ?
        and not exists (select 1 from invite_mails s where s.player_id = ? and s.month = d.month and s.kind = d.kind)`,
      [survivorID, duplicateID, survivorID],
    );
    await this.em.execute('delete from invite_mails where player_id = ?', [duplicateID]);
    // Both never played the same game (the merge is refused), so no (game, player) repeats.
    await this.em.execute('update standings_mails set player_id = ? where player_id = ?', [survivorID, duplicateID]);
    return { moved: { inviteAwards: awards } };
  }
}
