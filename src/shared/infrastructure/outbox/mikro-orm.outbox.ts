import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Outbox } from '../../application/outbox.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';

/** The PostgreSQL channel an added event notifies on commit; the relay listens on it. */
export const OUTBOX_CHANNEL = 'outbox';

@Injectable()
export class MikroOrmOutbox extends Outbox {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(type: string, payload: Record<string, unknown>): Promise<void> {
    // Flushed with the caller's unit of work, so the event exists exactly when the change does.
    this.em.persist(this.em.create(OutboxMessageEntity, { type, payload }));
    await this.em.flush();
    // Delivered when the caller's transaction commits: the relay wakes at once (outbox-relay.ts).
    await this.em.execute(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
  }
}
