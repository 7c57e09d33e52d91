import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { GameEndedEvent } from '../../points/domain/game-ended.event.js';
import { inviteYearOf } from '../domain/vegas-invites.js';
import { VegasInvitesQueue } from './vegas-invites.queue.js';

/**
 * A game ended (or was corrected): queue the recompute of its invite year and its standings
 * mail (only that: the work is the jobs'). The year's job is one per year while it waits; the
 * outbox id in the mail's job id makes a re-delivered message one job, and the mail's own
 * (game, player) record keeps a correction from mailing again.
 */
@Injectable()
export class GameEndedSubscriber extends DomainEventSubscriber {
  readonly eventType = GameEndedEvent.type;

  constructor(
    private readonly queue: VegasInvitesQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle(payload: Record<string, unknown>): Promise<void> {
    const gameID = Number(payload.gameID);
    const gameAt = new Date(String(payload.gameAt));
    if (!Number.isInteger(gameID) || gameID <= 0 || Number.isNaN(gameAt.getTime())) return;
    const key = String(payload.outboxID ?? 'direct');
    await this.queue.recomputeYear(inviteYearOf(gameAt, this.site.leagueTimeZone));
    await this.queue.standingsMail(gameID, key);
  }
}
