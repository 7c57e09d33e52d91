import { Injectable } from '@nestjs/common';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { InvitesRebuildRequestedEvent } from '../domain/invites-rebuild-requested.event.js';
import { VegasInvitesQueue } from './vegas-invites.queue.js';

/** The whole Vegas Invites read model, recomputed from the point records. */
@Injectable()
export class InvitesRebuildSubscriber extends DomainEventSubscriber<InvitesRebuildRequestedEvent> {
  readonly event = InvitesRebuildRequestedEvent;

  constructor(private readonly queue: VegasInvitesQueue) {
    super();
  }

  async handle(): Promise<void> {
    await this.queue.rebuildAll(false);
  }
}
