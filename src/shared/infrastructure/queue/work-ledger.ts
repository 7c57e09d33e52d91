import { MikroORM } from '@mikro-orm/postgresql';
import type { Job, JobsOptions, Queue } from 'bullmq';

/** A ledger row the sweeper queues again: the job as it was last asked for. */
export interface OverdueWork {
  queue: string;
  key: string;
  name: string;
  data: Record<string, unknown>;
  opts: JobsOptions;
  /** The ask's version: `stillDue` tells whether the same ask is still not done. */
  version: number;
}

/**
 * The read models' jobs in PostgreSQL as well as in Redis (table `queued_work`), so what Redis
 * loses (a restart without its data, a FLUSHALL) is queued again by the worker's sweeper
 * (read-model-sweeper.ts) and the read models heal without a person. A job is keyed by its
 * deduplication id (one row however often it is asked for); a run deletes the row only if no
 * ask came after it began (the version it read at its start), so a change committed during a
 * run is never taken as done. Every such job is a recompute from the records: running it once
 * more than needed changes nothing.
 */
export class WorkLedger {
  constructor(private readonly orm: MikroORM) {}

  /** Records the ask, then queues the job (keyed by `opts.deduplication.id`, else `opts.jobId`). */
  async add(queue: Queue, name: string, data: Record<string, unknown>, opts: JobsOptions): Promise<Job> {
    await this.record(queue.name, [{ name, data, opts }]);
    return queue.add(name, data, opts);
  }

  /** Several asks in one statement, then one addBulk. */
  async addBulk(
    queue: Queue,
    jobs: { name: string; data: Record<string, unknown>; opts: JobsOptions }[],
  ): Promise<Job[]> {
    await this.record(queue.name, jobs);
    return queue.addBulk(jobs);
  }

  private async record(
    queue: string,
    jobs: { name: string; data: Record<string, unknown>; opts: JobsOptions }[],
  ): Promise<void> {
    const keyed = jobs.map((job) => ({ ...job, key: keyOf(job.opts) })).filter((job) => job.key !== undefined);
    if (keyed.length === 0) return;
    await this.orm.em.fork().execute(
      `insert into queued_work (queue, key, name, data, opts) values ${keyed.map(() => '(?, ?, ?, ?, ?)').join(', ')}
        on conflict (queue, key) do update set name = excluded.name, data = excluded.data, opts = excluded.opts, version = queued_work.version % 2000000000 + 1, requested_at = now()`,
      keyed.flatMap((job) => [queue, job.key, job.name, JSON.stringify(job.data), JSON.stringify(job.opts)]),
    );
  }

  /** At a run's start: the ask it answers (undefined: nothing recorded, e.g. queued before this ledger). */
  async claim(queue: string, key: string): Promise<number | undefined> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ version: number }[]>('select version from queued_work where queue = ? and key = ?', [queue, key]);
    return row?.version;
  }

  /** After a run that succeeded: done, unless asked again since it began. */
  async done(queue: string, key: string, version: number | undefined): Promise<void> {
    if (version === undefined) return;
    await this.orm.em
      .fork()
      .execute('delete from queued_work where queue = ? and key = ? and version = ?', [queue, key, version]);
  }

  /** Runs `work` as `job`: its ledger row goes when it succeeds. */
  async run<T>(job: Job, work: () => Promise<T>): Promise<T> {
    const key = job.deduplicationId ?? keyOf(job.opts);
    if (!key) return work();
    const version = await this.claim(job.queueName, key);
    const result = await work();
    await this.done(job.queueName, key, version);
    return result;
  }

  /** Whether this very ask (same version) is still not done. */
  async stillDue(work: Pick<OverdueWork, 'queue' | 'key' | 'version'>): Promise<boolean> {
    const rows = await this.orm.em
      .fork()
      .execute('select 1 from queued_work where queue = ? and key = ? and version = ?', [
        work.queue,
        work.key,
        work.version,
      ]);
    return rows.length > 0;
  }

  /** Asks older than `ageMs` not yet done, oldest first. */
  async overdue(ageMs: number, limit = 500): Promise<OverdueWork[]> {
    return this.orm.em
      .fork()
      .execute<OverdueWork[]>(
        `select queue, key, name, data, opts, version from queued_work where requested_at < now() - make_interval(secs => ?) order by requested_at limit ?`,
        [ageMs / 1000, limit],
      );
  }
}

/** A job's ledger key: its deduplication id, else its own id. */
function keyOf(opts: JobsOptions | undefined): string | undefined {
  return opts?.deduplication?.id ?? opts?.jobId;
}
