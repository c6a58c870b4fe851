import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** Advisory lock class of the worker liveness locks (the key is each worker's lock_key). */
const LIVENESS_LOCK_CLASS = 712_004_213;
const HEARTBEAT_MS = 1000;
/** A worker whose lock is gone (its connection closed: the process died) and this quiet… */
const DEAD_WITHOUT_LOCK_S = 2;
/** …or this quiet even with its lock (a cut network keeps a half-open connection's lock). */
const DEAD_S = 15;
/**
 * A worker judges others only after this long connected itself: after an outage every live
 * worker gets the time to heartbeat and take its lock again before anyone is judged.
 */
const JUDGE_AFTER_MS = 3000;

/**
 * Job worker liveness: this process's row in job_workers (a heartbeat every second, and a
 * session advisory lock held on a connection that closes when the process dies), and a claim
 * per job it runs. Every second a healthy worker fails the active jobs claimed by dead workers,
 * so pg-boss retries them within seconds instead of after their expiry; the killed attempt
 * never finished, so the retry is the job's only completion (handlers are idempotent anyway).
 */
export class WorkerLiveness {
  readonly id = randomUUID();
  private readonly lockKey = randomInt(1, 2 ** 31 - 1);
  private timer: NodeJS.Timeout | undefined;
  private connectedSince: number | undefined;
  private ticking = false;

  constructor(
    private readonly deps: {
      db: PgBoss.Db;
      logger: Logger;
      fail: (queue: string, jobIds: string[], reason: string) => Promise<void>;
    },
  ) {}

  /** Held for as long as `client` stays connected; taken again on every new connection. */
  async lock(client: pg.Client): Promise<void> {
    await client.query('select pg_advisory_lock($1, $2)', [LIVENESS_LOCK_CLASS, this.lockKey]);
  }

  async start(): Promise<void> {
    await this.deps.db.executeSql('insert into job_workers (id, lock_key) values ($1, $2)', [
      this.id,
      this.lockKey,
    ]);
    this.connectedSince = Date.now();
    this.timer = setInterval(() => void this.tick(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async claim(jobId: string, queue: string): Promise<void> {
    await this.deps.db.executeSql(
      `insert into job_claims (job_id, queue, worker_id) values ($1, $2, $3)
       on conflict (job_id) do update set worker_id = excluded.worker_id, claimed_at = now()`,
      [jobId, queue, this.id],
    );
  }

  async release(jobId: string): Promise<void> {
    await this.deps.db
      .executeSql('delete from job_claims where job_id = $1 and worker_id = $2', [jobId, this.id])
      .catch(() => undefined); // a lost claim only makes a dead worker's job wait for its expiry
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.deps.db.executeSql(
        `insert into job_workers (id, lock_key) values ($1, $2)
         on conflict (id) do update set heartbeat_at = now()`,
        [this.id, this.lockKey],
      );
      this.connectedSince ??= Date.now();
      if (Date.now() - this.connectedSince >= JUDGE_AFTER_MS) await this.recoverDeadWorkersJobs();
    } catch (error) {
      this.connectedSince = undefined;
      this.deps.logger.debug({ err: error }, 'worker heartbeat failed');
    } finally {
      this.ticking = false;
    }
  }

  /** Fails (so pg-boss retries) every active job whose claiming worker is dead. */
  async recoverDeadWorkersJobs(): Promise<number> {
    const { rows } = (await this.deps.db.executeSql(
      `select c.job_id::text as id, c.queue, c.worker_id as "workerId"
       from job_claims c
       join pgboss.job j on j.id = c.job_id and j.name = c.queue and j.state = 'active'
       left join job_workers w on w.id = c.worker_id
       where c.worker_id <> $1 and (
         w.id is null
         or w.heartbeat_at < now() - make_interval(secs => $2)
         or (w.heartbeat_at < now() - make_interval(secs => $3) and not exists (
           select 1 from pg_locks l
           where l.locktype = 'advisory' and l.granted and l.objsubid = 2
             and l.database = (select oid from pg_database where datname = current_database())
             and l.classid = $4::int::oid and l.objid = w.lock_key::oid)))`,
      [this.id, DEAD_S, DEAD_WITHOUT_LOCK_S, LIVENESS_LOCK_CLASS],
    )) as { rows: { id: string; queue: string; workerId: string }[] };
    const byQueue = new Map<string, string[]>();
    for (const r of rows) byQueue.set(r.queue, [...(byQueue.get(r.queue) ?? []), r.id]);
    for (const [queue, ids] of byQueue) {
      this.deps.logger.warn({ queue, jobIds: ids }, 'retrying jobs whose worker died');
      await this.deps.fail(queue, ids, 'its worker stopped (no heartbeat, connection closed)');
      await this.deps.db.executeSql('delete from job_claims where job_id = any($1::uuid[])', [ids]);
    }
    if (rows.length > 0) {
      const dead = [...new Set(rows.map((r) => r.workerId))];
      await this.deps.db.executeSql(
        `delete from job_workers w where w.id = any($1::text[])
         and not exists (select 1 from job_claims c where c.worker_id = w.id)`,
        [dead],
      );
    }
    return rows.length;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.deps.db
      .executeSql(
        `with c as (delete from job_claims where worker_id = $1)
         delete from job_workers where id = $1`,
        [this.id],
      )
      .catch(() => undefined);
  }
}
