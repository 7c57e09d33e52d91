import { Injectable } from '@nestjs/common';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { VegasInvitesQueue } from './vegas-invites.queue.js';

/** Asks for every invite year to be recomputed (a migration changed what counts: practice games). */
export const INVITES_REBUILD_REQUESTED = 'InvitesRebuildRequested';

/** The whole Vegas Invites read model, recomputed from the point records. */
@Injectable()
export class InvitesRebuildSubscriber extends DomainEventSubscriber {
  readonly eventType = INVITES_REBUILD_REQUESTED;

  constructor(private readonly queue: VegasInvitesQueue) {
    super();
  }

  async handle(): Promise<void> {
    await this.queue.rebuildAll(false);
  }
}
