import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IdempotencyStore, type IdempotentRequest, type RecordedAnswer } from '../../application/idempotency-store.js';
import { IdempotencyKeyReusedError } from '../../domain/idempotency.errors.js';

const EXPIRED = `created_at < now() - interval '${IdempotencyStore.KEEP_HOURS} hours'`;

/**
 * The key row is inserted first, in the write's transaction: a duplicate sent at the same
 * time waits on the primary key until the first commits (then replays its answer) or rolls
 * back (then runs the write itself). The handlers' own UnitOfWork.run nests in this
 * transaction as a savepoint (MikroORM's default propagation), or joins it (`joinOuter`).
 */
@Injectable()
export class MikroOrmIdempotencyStore extends IdempotencyStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run(
    request: IdempotentRequest,
    write: () => Promise<RecordedAnswer>,
  ): Promise<{ answer: RecordedAnswer; replayed: boolean }> {
    const key = [request.callerID, request.key];
    return this.em.transactional(async (tx) => {
      // A new key is inserted; an expired one is taken over (it runs afresh); a live one is left as it is, and answers no row.
      const claimed = await tx.execute<{ player_id: number }[]>(
        `insert into idempotency_keys (player_id, key, fingerprint) values (?, ?, ?)
          on conflict (player_id, key) do update set fingerprint = excluded.fingerprint, status = null, body = null, created_at = now()
          where idempotency_keys.${EXPIRED} returning player_id`,
        [...key, request.fingerprint],
      );
      if (claimed.length === 0) {
        const [first] = await tx.execute<{ fingerprint: string; status: number; body: string }[]>(
          'select fingerprint, status, body from idempotency_keys where player_id = ? and key = ?',
          key,
        );
        if (!first || first.fingerprint !== request.fingerprint) throw new IdempotencyKeyReusedError();
        return { answer: { status: first.status, body: first.body }, replayed: true };
      }
      const answer = await write();
      await tx.execute('update idempotency_keys set status = ?, body = ? where player_id = ? and key = ?', [
        answer.status,
        answer.body,
        ...key,
      ]);
      return { answer, replayed: false };
    });
  }

  async purgeExpired(): Promise<number> {
    const rows = await this.em
      .fork()
      .execute<{ n: number }[]>(
        `with gone as (delete from idempotency_keys where ${EXPIRED} returning 1) select count(*)::int as n from gone`,
      );
    return rows[0]?.n ?? 0;
  }
}
