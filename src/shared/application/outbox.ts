import type { DomainEventKind } from '../domain/domain-event.js';

/**
 * Records a domain event in the same transaction as the change it describes;
 * the outbox relay (worker) hands it to the queues afterwards (docs/architecture.md).
 */
export abstract class Outbox {
  abstract add<Event>(kind: DomainEventKind<Event>, payload: Record<string, unknown>): Promise<void>;
}
