import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Outbox } from '../../application/outbox.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';

@Injectable()
export class MikroOrmOutbox extends Outbox {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(type: string, payload: Record<string, unknown>): Promise<void> {
    // Flushed with the caller's unit of work, so the event exists exactly when the change does.
    this.em.persist(this.em.create(OutboxMessageEntity, { type, payload }));
    await this.em.flush();
  }
}
