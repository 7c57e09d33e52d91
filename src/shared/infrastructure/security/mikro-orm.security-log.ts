import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Rows } from '../../application/rows.js';
import {
  SecurityEvents,
  SecurityLog,
  type RecordedSecurityEvent,
  type SecurityEvent,
} from '../../application/security-log.js';
import { SecurityEventMetrics } from '../metrics/league-metrics.js';

/** How long the owner's page keeps an event (the log lines last as long as the log store keeps them). */
export const SECURITY_EVENT_RETENTION_DAYS = 90;

/** A detail or address is cut to what its column holds; it never carries a secret anyway. */
const cut = (text: string | null | undefined, length: number): string | null => (text ? text.slice(0, length) : null);

/**
 * The security log on PostgreSQL and pino: the row is written on a connection of its own
 * (outside the caller's transaction, so a refused change that rolls back keeps its trace),
 * the line goes through Nest's logger (nestjs-pino: one JSON line with the fields), and the
 * count to /metrics. A failure to write the row is logged, never thrown.
 */
@Injectable()
export class MikroOrmSecurityLog extends SecurityLog {
  private readonly logger = new Logger('SecurityLog');

  constructor(
    private readonly orm: MikroORM,
    private readonly metrics: SecurityEventMetrics,
  ) {
    super();
  }

  async record(event: SecurityEvent): Promise<void> {
    const row = {
      kind: event.kind,
      outcome: event.outcome,
      actorID: event.actorID,
      accountID: event.accountID,
      address: cut(event.address, 64),
      detail: cut(event.detail, 200),
    };
    this.metrics.count(row.kind, row.outcome);
    this.logger.log({ msg: `security event: ${row.kind} ${row.outcome}`, securityEvent: row });
    try {
      await this.orm.em
        .fork()
        .execute(
          'insert into security_events (kind, outcome, actor_id, account_id, address, detail) values (?, ?, ?, ?, ?, ?)',
          [row.kind, row.outcome, row.actorID, row.accountID, row.address, row.detail],
        );
    } catch (error) {
      this.logger.warn(`Security event not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

interface EventRow {
  event_id: string;
  at: Date;
  kind: RecordedSecurityEvent['kind'];
  outcome: RecordedSecurityEvent['outcome'];
  actor_id: number | null;
  account_id: number | null;
  address: string | null;
  detail: string | null;
  total: string;
}

/** The owner's page: newest first, with the count of all kept. */
@Injectable()
export class MikroOrmSecurityEvents extends SecurityEvents {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async page(page: number, pageSize: number): Promise<Rows<RecordedSecurityEvent>> {
    const rows = await this.orm.em
      .fork()
      .execute<EventRow[]>(
        'select event_id, at, kind, outcome, actor_id, account_id, address, detail, count(*) over () as total from security_events order by event_id desc limit ? offset ?',
        [pageSize, Math.max(0, page - 1) * pageSize],
      );
    const total = rows[0] ? Number(rows[0].total) : page > 1 ? await this.count() : 0;
    return {
      rows: rows.map((row) => ({
        eventID: Number(row.event_id),
        at: new Date(row.at).toISOString(),
        kind: row.kind,
        outcome: row.outcome,
        actorID: row.actor_id,
        accountID: row.account_id,
        address: row.address,
        detail: row.detail,
      })),
      total,
    };
  }

  private async count(): Promise<number> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ total: string }[]>('select count(*) as total from security_events');
    return Number(row?.total ?? 0);
  }

  /** Forgets events older than the retention (the hourly maintenance job); answers how many went. */
  static async prune(orm: MikroORM): Promise<number> {
    const rows = await orm.em
      .fork()
      .execute<{ n: number }[]>(
        `with gone as (delete from security_events where at < now() - interval '${SECURITY_EVENT_RETENTION_DAYS} days' returning 1) select count(*)::int as n from gone`,
      );
    return rows[0]?.n ?? 0;
  }
}
