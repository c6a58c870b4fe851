import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';

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

/** The job queue (pg-boss in the app's database, schema `pgboss`). */
export class JobQueue {
  private readonly stopping = new AbortController();

  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: readonly JobDefinition[],
    private readonly logger: Logger,
    private readonly timeoutSeconds?: number,
  ) {}

  /**
   * `timeoutSeconds` replaces every queue's own expiry: a job still active after it counts as
   * lost (its worker was killed) and is retried; pg-boss's supervisor then looks twice as often.
   */
  static async start(options: {
    connectionString: string;
    definitions: readonly JobDefinition[];
    logger: Logger;
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
    return new JobQueue(boss, options.definitions, options.logger, options.timeoutSeconds);
  }

  /** Enqueue; pass the projection runner's transaction as `db` so it commits with the checkpoint. */
  async send(
    queue: string,
    payload: object,
    options: { singletonKey?: string; db?: Knex | Knex.Transaction; id?: string } = {},
  ): Promise<string | null> {
    const d = this.definitions.find((x) => x.queue === queue);
    if (!d) throw new Error(`Unknown queue ${queue}`);
    return this.boss.send(queue, payload, {
      retryLimit: d.options?.retryLimit ?? 2,
      retryBackoff: d.options?.retryBackoff ?? true,
      expireInSeconds: this.timeoutSeconds ?? d.options?.expireInSeconds ?? 300,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.id ? { id: options.id } : {}),
      ...(options.db ? { db: pgBossDb(options.db) } : {}),
    });
  }

  /** Run this process's workers for every defined queue. */
  async work(): Promise<void> {
    for (const d of this.definitions) {
      const retryLimit = d.options?.retryLimit ?? 2;
      await this.boss.work(
        d.queue,
        { pollingIntervalSeconds: 0.5, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const payload = d.payload.parse(job.data);
          const context = {
            jobId: job.id,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= retryLimit,
            signal: this.stopping.signal,
          };
          this.logger.debug({ queue: d.queue, jobId: job.id }, 'job started');
          return d.handler(payload, context);
        },
      );
    }
  }

  async getJob(queue: string, id: string) {
    return this.boss.getJobById(queue, id);
  }

  async stop(): Promise<void> {
    this.stopping.abort(new Error('The job queue is stopping'));
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
