import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Outbox } from '../../application/outbox.js';
import type { DomainEventKind } from '../../domain/domain-event.js';

/** The PostgreSQL channel an added event notifies on commit; the relay listens on it. */
export const OUTBOX_CHANNEL = 'outbox';

@Injectable()
export class MikroOrmOutbox extends Outbox {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add<Event>(kind: DomainEventKind<Event>, payload: Record<string, unknown>): Promise<void> {
    // Whatever the caller left pending is written first (no round trip when nothing is).
    await this.em.flush();
    // In the caller's transaction, so the event exists exactly when the change does; the row and
    // the wake-up in one round trip. The notice is delivered when that transaction commits: the
    // relay wakes at once (outbox-relay.ts).
    await this.em.execute(
      `with message as (insert into outbox (type, payload, created_at) values (?, ?::jsonb, ?) returning id) select pg_notify('${OUTBOX_CHANNEL}', '') from message`,
      [kind.type, JSON.stringify(payload), new Date()],
    );
  }
}
