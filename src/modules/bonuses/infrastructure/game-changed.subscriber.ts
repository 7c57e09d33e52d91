import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { GameChangedEvent } from '../../games/domain/game-changed.event.js';
import { inviteYearOf } from '../domain/vegas-invites.js';
import { VegasInvitesQueue } from './vegas-invites.queue.js';

/**
 * A game was saved again or deleted (made unlisted or listed, canceled or restored, moved):
 * recompute the invite years it counted in and counts in now (payload `before` and `after`,
 * each `{ gameAt }`). No mail: a game made listed after its ending mails nobody.
 */
@Injectable()
export class GameChangedSubscriber extends DomainEventSubscriber<GameChangedEvent> {
  readonly event = GameChangedEvent;

  constructor(
    private readonly queue: VegasInvitesQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle(changed: GameChangedEvent): Promise<void> {
    const places = changed.after ? [changed.before, changed.after] : [changed.before];
    const years = new Set(places.map((place) => inviteYearOf(place.gameAt, this.site.leagueTimeZone)));
    for (const year of [...years].sort()) await this.queue.recomputeYear(year);
  }
}
