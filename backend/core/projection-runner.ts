import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EventStore, RecordedEvent, Subscription } from './event-store.ts';
import { projectEvents, type Projection } from './projection.ts';
import { ServiceUnavailableError } from './errors.ts';
import { sharedFreshRead } from './read-cache.ts';

/** Only the process holding this session lock runs projections; others stand by. */
const LEADER_LOCK = 712_004_212;
/**
 * A wait that an outage interrupted (PostgreSQL stopped, the lead lost) gets its full timeout
 * again from the recovery, up to this long in all: a write appended just before the outage is
 * answered once its read model catches up instead of with a 503.
 */
const OUTAGE_WAIT_MS = 30_000;

/**
 * Feeds every event to the projections and reactors that handle it, one transaction per batch
 * with the checkpoints, and lets callers wait until a position has been projected.
 */
export class ProjectionRunner {
  private processed = -1;
  private subscription: Subscription | undefined;
  private lockClient: pg.Client | undefined;
  private stopped = false;
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();
  private readonly checkpoints = new Map<string, number>();
  /** Whether the read side cannot progress now (no lead, or its subscription failed)… */
  private down = false;
  /** …and when it last became able to again. */
  private upAt = 0;

  constructor(
    private readonly deps: {
      store: EventStore;
      db: Knex;
      /** The pool projection batches are written through (default `db`): its own, in the app. */
      projectionDb?: Knex;
      connectionString: string;
      projections: readonly Projection[];
      logger: Logger;
    },
  ) {}

  get position(): number {
    return this.processed;
  }

  get isLeader(): boolean {
    return this.lockClient !== undefined;
  }

  async start(): Promise<void> {
    const { db, projections } = this.deps;
    for (const p of projections) {
      await db('projection_checkpoints')
        .insert({ name: p.name, position: -1 })
        .onConflict('name')
        .ignore();
    }
    await this.tryLead({ rethrow: true });
  }

  /**
   * Takes the leader lock when free and projects; otherwise stands by and tries again. A lost
   * lock connection (PostgreSQL restarted, the network cut) gives up the lead at once, since
   * the lock went with the connection, and tries again until the database is back.
   */
  private async tryLead(options: { rethrow?: boolean } = {}): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.deps.connectionString });
    client.on('error', (e) => this.loseLead(client, e));
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1) as ok',
        [LEADER_LOCK],
      );
      if (!rows[0]?.ok) {
        await client.end();
        this.retryLead(2000);
        return;
      }
      if (this.stopped) return void (await client.end());
      this.lockClient = client;
      await this.subscribe();
    } catch (error) {
      if (this.lockClient === client) this.lockClient = undefined;
      await client.end().catch(() => undefined);
      if (options.rethrow) throw error;
      this.deps.logger.warn({ err: error }, 'projections cannot lead yet; trying again in 1 s');
      this.retryLead(1000);
    }
  }

  private retryLead(ms: number): void {
    setTimeout(() => void this.tryLead(), ms).unref();
  }

  private loseLead(client: pg.Client, error: unknown): void {
    if (this.lockClient !== client) return;
    this.lockClient = undefined;
    this.down = true;
    this.deps.logger.error(
      { err: error },
      'projection leader connection lost; leading again when possible',
    );
    const subscription = this.subscription;
    this.subscription = undefined;
    void subscription?.stop().catch(() => undefined);
    void client.end().catch(() => undefined);
    this.retryLead(1000);
  }

  private async subscribe(): Promise<void> {
    const rows = await this.deps
      .db('projection_checkpoints')
      .whereIn(
        'name',
        this.deps.projections.map((p) => p.name),
      )
      .select<{ name: string; position: string }[]>('name', 'position');
    rows.forEach((r) => this.checkpoints.set(r.name, Number(r.position)));
    const positions = rows.map((r) => Number(r.position));
    const start = positions.length ? Math.min(...positions) : -1;
    this.processed = Math.max(this.processed, start);
    const { store } = this.deps;
    const onError = (error: unknown) => {
      this.down = true;
      this.deps.logger.error(
        { err: error },
        'projection runner stopped on an error; restarting in 1 s',
      );
      setTimeout(() => void this.resubscribe(), 1000).unref();
    };
    this.subscription = store.subscribeToAllInBatches
      ? store.subscribeToAllInBatches(start, (events) => this.apply(events), onError)
      : store.subscribeToAll(start, (event) => this.apply([event]), onError);
    if (this.down) {
      this.down = false;
      this.upAt = Date.now();
    }
  }

  /** After an error: subscribe again from the checkpoints, every second until it works. */
  private async resubscribe(): Promise<void> {
    if (this.stopped || !this.lockClient) return;
    await this.subscription?.stop().catch(() => undefined);
    this.subscription = undefined;
    await this.subscribe().catch((e: unknown) => {
      this.deps.logger.warn({ err: e }, 'projections cannot resume yet; trying again in 1 s');
      setTimeout(() => void this.resubscribe(), 1000).unref();
    });
  }

  /**
   * Events that arrived together are projected in one transaction with the checkpoints (all or
   * nothing: a failure keeps none of the batch, and the runner retries from its checkpoints).
   */
  private async apply(events: readonly RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (!last) return;
    const { projections } = this.deps;
    const checkpoint = (p: Projection) => this.checkpoints.get(p.name) ?? -1;
    const due = projections.filter((p) => checkpoint(p) < last.globalPosition);
    if (due.length > 0) {
      await (this.deps.projectionDb ?? this.deps.db).transaction(async (trx) => {
        // Projection by projection (each owns its tables): a batch path takes its events at once.
        for (const p of due) {
          const after = checkpoint(p);
          await projectEvents(
            trx,
            p,
            events.filter((e) => e.globalPosition > after),
          );
        }
        await trx('projection_checkpoints')
          .whereIn(
            'name',
            due.map((p) => p.name),
          )
          .andWhere('position', '<', last.globalPosition)
          .update({ position: last.globalPosition });
      });
      due.forEach((p) => this.checkpoints.set(p.name, last.globalPosition));
    }
    this.processed = last.globalPosition;
    for (const w of this.waiters) {
      if (w.position <= this.processed) {
        this.waiters.delete(w);
        w.resolve();
      }
    }
  }

  /**
   * Read-your-writes: resolves once every projection has passed `position`, or fails with a 503
   * after `timeoutMs`; an outage during the wait gives it `timeoutMs` again from the recovery
   * (at most OUTAGE_WAIT_MS in all).
   */
  async waitFor(position: number, timeoutMs = 5000): Promise<void> {
    if (position < 0 || this.processed >= position) return;
    const started = Date.now();
    const cap = started + Math.max(timeoutMs, OUTAGE_WAIT_MS);
    if (!this.isLeader) return this.pollCheckpoints(position, timeoutMs, started, cap);
    await new Promise<void>((resolve, reject) => {
      const waiter = { position, resolve: () => (clearTimeout(timer), resolve()) };
      const expire = () => {
        const now = Date.now();
        const interrupted = this.down || this.upAt > started;
        if (interrupted && now < cap) {
          const from = this.down ? now : this.upAt;
          timer = setTimeout(expire, Math.max(100, Math.min(cap, from + timeoutMs) - now));
          return;
        }
        this.waiters.delete(waiter);
        reject(
          new ServiceUnavailableError('The read side is temporarily unavailable, please retry'),
        );
      };
      let timer = setTimeout(expire, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Where every projection has got to, as PostgreSQL says now (so in any process). */
  private async projectedPosition(): Promise<number> {
    const row = await this.deps
      .db('projection_checkpoints')
      .whereIn(
        'name',
        this.deps.projections.map((p) => p.name),
      )
      .min<{ min: string | null }>('position as min')
      .first();
    return Number(row?.min ?? -1);
  }

  /**
   * The read side's position for caches of its answers: every committed projection batch moves
   * it, so an answer built at this position stays right until it moves. Read from PostgreSQL,
   * whichever process leads; concurrent callers share one query that began after they asked.
   */
  readonly readPosition: () => Promise<number> = sharedFreshRead(() => this.projectedPosition());

  /** Another process leads: its checkpoints, polled (through an outage, as waitFor). */
  private async pollCheckpoints(
    position: number,
    timeoutMs: number,
    started: number,
    cap: number,
  ): Promise<void> {
    let until = started + timeoutMs;
    while (Date.now() < until) {
      try {
        if ((await this.projectedPosition()) >= position) return;
      } catch (error) {
        if (Date.now() >= cap) throw error;
        until = Math.min(cap, Date.now() + timeoutMs);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new ServiceUnavailableError('The read side is temporarily unavailable, please retry');
  }

  /** Resolves once everything in the store when called has been projected. */
  async catchUp(timeoutMs = 60_000): Promise<void> {
    await this.waitFor(await this.deps.store.headPosition(), timeoutMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.stop();
    await this.lockClient?.end().catch(() => undefined);
    this.lockClient = undefined;
  }
}
