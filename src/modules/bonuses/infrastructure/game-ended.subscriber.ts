import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import {
  DomainEventSubscriber,
  type EventDelivery,
} from '../../../shared/infrastructure/queue/domain-events.worker.js';
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
export class GameEndedSubscriber extends DomainEventSubscriber<GameEndedEvent> {
  readonly event = GameEndedEvent;

  constructor(
    private readonly queue: VegasInvitesQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle({ game }: GameEndedEvent, { key }: EventDelivery): Promise<void> {
    await this.queue.recomputeYear(inviteYearOf(game.gameAt, this.site.leagueTimeZone));
    await this.queue.standingsMail(game.gameID, key);
  }
}
