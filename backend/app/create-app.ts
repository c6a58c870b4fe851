import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../core/clock.ts';
import type { Config } from '../core/config.ts';
import type { EventStore } from '../core/event-store.ts';
import { createReadCache } from '../core/read-cache.ts';
import type { IdentityProvider } from '../ports/identity.ts';
import type { DocumentTextReader } from '../ports/document-text.ts';
import type { ObjectStorage } from '../ports/object-storage.ts';
import { SignedUploadUrls, UPLOAD_ROUTE } from '../adapters/storage-local/signed-upload-urls.ts';
import type { UploadUrls } from '../ports/upload-urls.ts';
import type { SurfaceEditor } from '../ports/surface-editor.ts';
import { localSurfaceEditor } from '../engines/local-ai/index.ts';
import { paintIndexProvider } from './paint-index.ts';
import { createDocumentTextReader } from '../engines/documents/index.ts';
import { localImageIntake } from '../engines/images/image-intake.ts';
import { cachedImageVariants } from '../engines/images/image-variants.ts';
import { schemeResolver } from './resolve-scheme.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createPassport } from './auth/passport.ts';
import { sessionMiddleware } from './auth/session.ts';
import { apiNotFound, errorHandler, unavailableDetail } from './http/error-handler.ts';
import { hotReadReplay } from './http/hot-read-replay.ts';
import { requestContext } from './http/request-context.ts';
import { uploadReceiver } from './http/upload-receiver.ts';
import { sharePageMeta } from './http/share-preview.ts';
import { staticSite } from './http/static-site.ts';
import { allRoutes } from './register-routes.ts';
import { crossSiteGuard } from './security/cross-site-guard.ts';
import { rateLimits, type RateLimitOverrides } from './security/rate-limits.ts';
import { securityHeaders } from './security/security-headers.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { createPromptTester, type PromptTester } from './admin/prompt-tester.ts';
import { hoaUploadPolicy } from '../../modules/hoa-documents/index.ts';
import { stripeWebhookRoutes } from '../../modules/billing/index.ts';
import { createPayments, createWebhookVerifier } from './payments.ts';

export type AppDeps = {
  config: Config;
  db: Knex;
  store: EventStore;
  storage: ObjectStorage;
  identity: IdentityProvider;
  logger: Logger;
  waitForProjections: (position: number) => Promise<void>;
  /**
   * The read side's position, read afresh (ProjectionRunner.readPosition): the hot reads keep
   * their answers until it moves.
   */
  readPosition: () => Promise<number>;
  health: () => Promise<{ ok: boolean; detail: string }>;
  clock?: Clock;
  /** Recognises HOA documents by their bytes (the offline reader by default). */
  documentReader?: Pick<DocumentTextReader, 'detect'>;
  /** Applies the users' fixes to the surface masks (the offline editor by default). */
  surfaces?: SurfaceEditor;
  /** The built front end (dist/); absent in API-only tests. */
  staticDir?: string;
  /** How long POST /api/renders waits for the render (tests shorten it). */
  renderWaitMs?: number;
  /**
   * Where browsers upload HOA documents (presigned URLs of an object store); default: signed
   * URLs to this app's own upload route, into `storage`.
   */
  uploadUrls?: { urls: UploadUrls; origins: readonly string[] };
  /** The admin console's 'Test Service' (the real engines by default). */
  testPrompt?: PromptTester;
  /**
   * Replays the hot reads' Express answers while the read side has not moved (hotReadReplay);
   * on unless false (tests may watch each replay). Off too when debug logging is on, so every
   * read is logged.
   */
  hotReadReplay?: boolean | { onReplay: () => void };
  /** Other rate limits than RATE_LIMITS' (when they are on). */
  rateLimitOverrides?: RateLimitOverrides;
};

/** Write paths that prove themselves by their own signature, not the session cookie. */
const SIGNED_WRITE_PATHS = [
  (path: string) => path.startsWith(`${UPLOAD_ROUTE}/`),
  (path: string) => path === '/api/stripe/webhook',
];

/** The HTTP application, without listen(): tests mount it with supertest. */
export const createApp = (deps: AppDeps): Express => {
  const clock = deps.clock ?? systemClock;
  const production = deps.config.env === 'production';
  const app = express();
  app.disable('x-powered-by');
  if (production) app.set('trust proxy', 1);
  app.use(requestContext(deps.logger));
  app.use(
    securityHeaders({ production, uploadOrigins: deps.uploadUrls?.origins ?? [] }),
    crossSiteGuard({
      ...(deps.config.publicBaseUrl ? { publicBaseUrl: deps.config.publicBaseUrl } : {}),
      exempt: SIGNED_WRITE_PATHS,
    }),
  );

  app.get('/healthz', async (_req, res) => {
    const health = await deps.health().catch((error: unknown) => ({
      ok: false,
      detail: unavailableDetail(error),
    }));
    res.status(health.ok ? 200 : 503).json(health);
  });

  const limits = rateLimits(deps.config.rateLimits, deps.rateLimitOverrides);
  app.use(limits.beforeSession);

  // Signed upload URLs lead here; before the JSON parser, so every upload arrives raw.
  const documentReader = deps.documentReader ?? createDocumentTextReader();
  const signedUrls = new SignedUploadUrls(deps.config.sessionSecret);
  const uploadUrls = deps.uploadUrls?.urls ?? signedUrls;
  app.use(
    uploadReceiver({
      urls: signedUrls,
      storage: deps.storage,
      policies: [hoaUploadPolicy(documentReader)],
    }),
  );

  // Stripe signs the raw bytes: the webhook reads its body itself, before the JSON parser.
  const webhookVerifier = createWebhookVerifier(deps.config);
  if (webhookVerifier)
    app.use(
      stripeWebhookRoutes({
        store: deps.store,
        clock,
        waitForProjections: deps.waitForProjections,
        verifier: webhookVerifier,
        logger: deps.logger,
      }),
    );

  app.use(express.json({ limit: '1mb' }));
  app.use(sessionMiddleware({ secret: deps.config.sessionSecret, secure: production }));
  // One position per request, shared by the hot-read replay and the cached reads behind it.
  const readCache = createReadCache(deps.readPosition);
  const routeDeps = {
    store: deps.store,
    db: deps.db,
    clock,
    waitForProjections: deps.waitForProjections,
    readCache,
  };
  const authDeps = { ...routeDeps, config: deps.config, identity: deps.identity };
  const passport = createPassport(authDeps);
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(limits.afterSession);
  app.use(authRoutes(passport, authDeps));
  const variants = cachedImageVariants(deps.storage);
  const appRoutes = allRoutes({
    ...routeDeps,
    storage: deps.storage,
    intake: localImageIntake,
    surfaces: deps.surfaces ?? localSurfaceEditor(paintIndexProvider(deps.db)),
    variants,
    resolveScheme: schemeResolver(deps.db),
    uploadUrls,
    documentReader,
    payments: createPayments(deps.config, deps.store),
    ...(deps.renderWaitMs ? { renderWaitMs: deps.renderWaitMs } : {}),
  });
  for (const router of appRoutes) app.use(router);
  const testPrompt =
    deps.testPrompt ??
    createPromptTester({ config: deps.config, db: deps.db, logger: deps.logger });
  app.use(adminRoutes({ ...routeDeps, storage: deps.storage, variants, testPrompt }));
  app.use('/api', apiNotFound);
  if (deps.staticDir)
    app.use(
      staticSite(deps.staticDir, {
        sharePageMeta: sharePageMeta(deps.db, deps.config.publicBaseUrl),
      }),
    );
  app.use(errorHandler(deps.logger));
  if (deps.hotReadReplay !== false && !deps.logger.isLevelEnabled('debug')) {
    // Before Express's own request handling: app(req, res) and app.listen() call app.handle.
    type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
    const withHandle = app as unknown as { handle: Handle };
    const handle = withHandle.handle.bind(app);
    const replay = hotReadReplay({
      readPosition: readCache.positionFor,
      ...(limits.admitShareLookup ? { admitShareLookup: limits.admitShareLookup(app) } : {}),
      express: (req, res) => handle(req, res),
      ...(typeof deps.hotReadReplay === 'object' ? deps.hotReadReplay : {}),
    });
    withHandle.handle = (req, res, next) => (next ? handle(req, res, next) : replay(req, res));
  }
  return app;
};
