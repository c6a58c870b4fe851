import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { WorkerLiveness } from './job-liveness.ts';

export type JobContext = {
  jobId: string;
  retryCount: number;
  isLastAttempt: boolean;
  /** Aborted when this process stops: leave the job unfinished, pg-boss hands it to the next. */
  signal?: AbortSignal;
};

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  queue: string;
  payload: S;
  options?: { retryLimit?: number; retryBackoff?: boolean; expireInSeconds?: number };
  /** Cron expression: pg-boss also sends this job on that schedule. */
  schedule?: string;
  handler: (payload: z.output<S>, context: JobContext) => Promise<unknown>;
};

/** An input that will never work (bytes gone, unreadable): the job fails at once, no retry. */
export class PermanentJobFailure extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** What a failed attempt records: a permanent failure's own reason, else `transientReason`. */
export const jobFailure = (
  error: unknown,
  transientReason: string,
): { permanent: boolean; reason: string; detail?: string } =>
  error instanceof PermanentJobFailure
    ? { permanent: true, reason: error.reason, detail: error.detail }
    : { permanent: false, reason: transientReason, detail: String(error) };

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition =>
  definition as JobDefinition;

/** pg-boss's `db` option over a knex transaction: `$n` → `?`, and literal `?` escaped. */
export const pgBossDb = (trx: Knex | Knex.Transaction): PgBoss.Db => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const bindings: unknown[] = [];
    const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_m, n: string) => {
      bindings.push(values[Number(n) - 1] ?? null);
      return '?';
    });
    const result = (await trx.raw(sql, bindings as Knex.RawBinding[])) as { rows: unknown[] };
    return { rows: result.rows };
  },
});

/** Sent at the commit of every enqueue, with the queue's name: wakes that queue's workers. */
const JOBS_CHANNEL = 'curbhue_jobs';
/** Workers poll only as a safety net (a lost notification, a retry whose backoff ran out). */
const SAFETY_POLL_SECONDS = 2;

/** The job queue (pg-boss in the app's database, schema `pgboss`). */
export class JobQueue {
  private readonly stopping = new AbortController();
  private readonly workers = new Map<string, string[]>();
  private listener: pg.Client | undefined;
  private liveness: WorkerLiveness | undefined;

  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: readonly JobDefinition[],
    private readonly logger: Logger,
    private readonly connectionString: string,
    private readonly pollingIntervalSeconds: number,
    private readonly timeoutSeconds?: number,
  ) {}

  /**
   * `pollingIntervalSeconds`: how often an idle worker looks for jobs without being woken
   * (tests set it very long to prove the notification alone starts a job).
   * `timeoutSeconds` replaces every queue's own expiry: a job still active after it counts as
   * lost (its worker was killed) and is retried; pg-boss's supervisor then looks twice as often.
   */
  static async start(options: {
    connectionString: string;
    definitions: readonly JobDefinition[];
    logger: Logger;
    pollingIntervalSeconds?: number;
    timeoutSeconds?: number;
  }): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: 'pgboss',
      max: 4,
      ...(options.timeoutSeconds
        ? {
            maintenanceIntervalSeconds: Math.min(
              120,
              Math.max(1, Math.floor(options.timeoutSeconds / 2)),
            ),
          }
        : {}),
    });
    boss.on('error', (error) => options.logger.error({ err: error }, 'pg-boss error'));
    await boss.start();
    for (const d of options.definitions) {
      await boss.createQueue(d.queue);
      if (d.schedule) await boss.schedule(d.queue, d.schedule, {}, { tz: 'UTC' });
    }
    return new JobQueue(
      boss,
      options.definitions,
      options.logger,
      options.connectionString,
      options.pollingIntervalSeconds ?? SAFETY_POLL_SECONDS,
      options.timeoutSeconds,
    );
  }

  /** Enqueue; pass the projection runner's transaction as `db` so it commits with the checkpoint. */
  async send(
    queue: string,
    payload: object,
    options: { singletonKey?: string; db?: Knex | Knex.Transaction; id?: string } = {},
  ): Promise<string | null> {
    const d = this.definitions.find((x) => x.queue === queue);
    if (!d) throw new Error(`Unknown queue ${queue}`);
    const db = options.db ? pgBossDb(options.db) : this.boss.getDb();
    const id = await this.boss.send(queue, payload, {
      retryLimit: d.options?.retryLimit ?? 2,
      retryBackoff: d.options?.retryBackoff ?? true,
      expireInSeconds: this.timeoutSeconds ?? d.options?.expireInSeconds ?? 300,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.id ? { id: options.id } : {}),
      db,
    });
    // In the caller's transaction when given one: workers wake when the job is visible.
    if (id) await db.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, queue]);
    return id;
  }

  /** Run this process's workers for every defined queue. */
  async work(): Promise<void> {
    const liveness = new WorkerLiveness({
      db: this.boss.getDb(),
      logger: this.logger,
      fail: async (queue, ids, message) => {
        for (const id of ids) await this.boss.fail(queue, id, { message });
      },
    });
    await liveness.start();
    this.liveness = liveness;
    await this.listen();
    for (const d of this.definitions) {
      const retryLimit = d.options?.retryLimit ?? 2;
      let workerId = '';
      workerId = await this.boss.work(
        d.queue,
        { pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          // After this job, look for the next one at once instead of sleeping a poll interval.
          if (workerId) this.boss.notifyWorker(workerId);
          const payload = d.payload.parse(job.data);
          const context = {
            jobId: job.id,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= retryLimit,
            signal: this.stopping.signal,
          };
          this.logger.debug({ queue: d.queue, jobId: job.id }, 'job started');
          await liveness.claim(job.id, d.queue);
          try {
            return await d.handler(payload, context);
          } finally {
            await liveness.release(job.id);
          }
        },
      );
      this.workers.set(d.queue, [...(this.workers.get(d.queue) ?? []), workerId]);
    }
  }

  /**
   * One LISTEN connection turns enqueue notifications into pg-boss worker wake-ups, and holds
   * this process's liveness lock; a lost connection is replaced (every second until it works).
   */
  private async listen(): Promise<void> {
    if (this.listener) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    client.on('notification', ({ payload }) => {
      for (const id of this.workers.get(payload ?? '') ?? []) this.boss.notifyWorker(id);
    });
    const reconnect = () =>
      setTimeout(() => {
        if (this.stopping.signal.aborted || this.listener) return;
        void this.listen().catch(reconnect);
      }, 1000).unref();
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'job notifications lost; workers poll until reconnected');
      if (this.listener !== client) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
      reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
      await this.liveness?.lock(client);
    } catch (error) {
      if (this.listener === client) this.listener = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  async getJob(queue: string, id: string) {
    return this.boss.getJobById(queue, id);
  }

  async stop(): Promise<void> {
    this.stopping.abort(new Error('The job queue is stopping'));
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
    await this.liveness?.stop();
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
