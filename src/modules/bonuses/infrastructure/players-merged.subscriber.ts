import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { PlayersMergedEvent, type PlayersMergedNotice } from '../../players/domain/player-merge.js';
import { inviteYearOf } from '../domain/vegas-invites.js';
import { VegasInvitesQueue } from './vegas-invites.queue.js';

/**
 * A duplicate player was merged into another: recompute the invite years of the games whose
 * records or host moved (payload `gameTimes`). No standings mail: those games were mailed about.
 */
@Injectable()
export class PlayersMergedSubscriber extends DomainEventSubscriber<PlayersMergedNotice> {
  readonly event = PlayersMergedEvent;

  constructor(
    private readonly queue: VegasInvitesQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle({ gameTimes }: PlayersMergedNotice): Promise<void> {
    const years = new Set(gameTimes.map((at) => inviteYearOf(at, this.site.leagueTimeZone)));
    for (const year of [...years].sort()) await this.queue.recomputeYear(year);
  }
}
