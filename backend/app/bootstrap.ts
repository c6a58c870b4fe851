import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { systemClock } from '../core/clock.ts';
import type { Config } from '../core/config.ts';
import { createDatabase, migrateLatest } from '../core/database.ts';
import { startEmbeddedPostgres } from '../core/embedded-postgres.ts';
import type { EventStore } from '../core/event-store.ts';
import { JobQueue } from '../core/job.ts';
import { PgEventStore } from '../core/pg-event-store.ts';
import { ProjectionRunner } from '../core/projection-runner.ts';
import { LocalDiskStorage } from '../adapters/storage-local/local-disk-storage.ts';
import type { UploadUrls } from '../ports/upload-urls.ts';
import type { ImageRenderer } from '../ports/image-renderer.ts';
import type { ObjectStorage } from '../ports/object-storage.ts';
import { createEngines } from './engines.ts';
import { createHoaEngines } from './hoa-engines.ts';
import { allJobs, allReactors } from './register-jobs.ts';
import { allProjections } from './register-projections.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedPrompts } from '../../modules/prompts/index.ts';
import { listOrphanCredits } from '../../projections/render-credits/index.ts';

/** Seams for tests: another image renderer, or some reactors left out (by name). */
export type ServiceOverrides = { renderer?: ImageRenderer; omitReactors?: readonly string[] };

export type Services = {
  connectionString: string;
  db: Knex;
  store: EventStore;
  storage: ObjectStorage;
  /** Presigned upload URLs of the object store (S3); unset: the app's own signed upload route. */
  uploadUrls?: { urls: UploadUrls; origins: readonly string[] };
  runner: ProjectionRunner;
  queue: JobQueue;
  stop: () => Promise<void>;
};

/** DATABASE_URL, or a real PostgreSQL of our own under DATA_DIR/postgres. */
export const resolveDatabase = async (config: Config, logger: Logger) => {
  if (config.databaseUrl)
    return { connectionString: config.databaseUrl, stop: async () => undefined };
  const dir = path.join(config.dataDir, 'postgres');
  logger.info(
    { dir, port: config.embeddedPgPort },
    'DATABASE_URL is not set: starting embedded PostgreSQL',
  );
  return startEmbeddedPostgres({
    dir,
    port: config.embeddedPgPort,
    database: 'curbhue',
    persistent: true,
    logger,
  });
};

/**
 * Everything but HTTP: database → migrations → event store → job queue → projections and
 * reactors → catalogue seed → this process's workers (when RUN_WORKERS). Used by main.ts,
 * worker.ts, the scripts and the tests.
 */
export const startServices = async (
  config: Config,
  logger: Logger,
  connectionString: string,
  overrides: ServiceOverrides = {},
): Promise<Services> => {
  const clock = systemClock;
  const db = createDatabase(connectionString);
  await migrateLatest(db);
  // The projection runner reads events and writes read models through a pool of its own: in
  // the shared one its queries waited behind every queued append and request under load. Its
  // commits do not wait for the disk (a few ms each): a batch lost in a crash goes with its
  // checkpoint, and is projected again.
  const projectionDb = createDatabase(
    connectionString,
    { min: 0, max: 2 },
    { asynchronousCommit: true },
  );
  // EventStoreDB's and S3's clients load only when configured (about 25 MB otherwise held idle)
  const store: EventStore = config.eventStoreConnectionString
    ? new (await import('../core/esdb-event-store.ts')).EsdbEventStore(
        config.eventStoreConnectionString,
      )
    : new PgEventStore(db, connectionString, { subscriptionDb: projectionDb });
  const objectStore = config.s3
    ? (await import('../adapters/storage-s3/index.ts')).s3ObjectStore(config.s3)
    : undefined;
  const storage =
    objectStore?.storage ?? new LocalDiskStorage(path.resolve(config.dataDir, 'storage'));
  const findOrphanCredits = (olderThan: Date) => listOrphanCredits(db, olderThan);
  const hoaEngines = createHoaEngines(config, db, logger);
  const jobDeps = {
    store,
    storage,
    ...createEngines(config, db, logger),
    documentReader: hoaEngines.reader,
    colourExtractor: hoaEngines.extractor,
    ...(overrides.renderer ? { renderer: overrides.renderer } : {}),
    clock,
    logger,
    findOrphanCredits,
  };
  const queue = await JobQueue.start({
    connectionString,
    definitions: allJobs(jobDeps),
    logger,
    ...(config.jobTimeoutSeconds ? { timeoutSeconds: config.jobTimeoutSeconds } : {}),
  });
  const runner = new ProjectionRunner({
    store,
    db,
    projectionDb,
    connectionString,
    projections: [
      ...allProjections,
      ...allReactors(queue, jobDeps).filter((r) => !overrides.omitReactors?.includes(r.name)),
    ],
    logger,
  });
  await runner.start();
  await seedCatalogue(store, clock);
  await seedPrompts(store, clock);
  if (config.runWorkers) await queue.work();
  return {
    connectionString,
    db,
    store,
    storage,
    ...(objectStore ? { uploadUrls: objectStore.uploadUrls } : {}),
    runner,
    queue,
    stop: async () => {
      objectStore?.close();
      await queue.stop();
      await hoaEngines.close();
      await runner.stop();
      await store.close();
      await projectionDb.destroy();
      await db.destroy();
    },
  };
};
