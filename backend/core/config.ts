import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const emailList = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
const optionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() !== '' ? s.trim() : undefined));
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((s) =>
      s === undefined || s === '' ? fallback : ['1', 'true', 'yes'].includes(s.toLowerCase()),
    );

/** Every environment variable the product reads (listed with examples in .env.example). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  EVENTSTORE_CONNECTION_STRING: optionalText,
  SESSION_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  BETA_TESTER_EMAILS: emailList,
  ADMIN_EMAILS: emailList,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  RUN_WORKERS: flag(true),
  RATE_LIMITS: optionalText.pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional()),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_PUBLIC_ENDPOINT: optionalText,
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const MIN_SECRET = 32;
/** A short secret can be guessed offline from one signed cookie, and then any session forged. */
const checkedEnv = EnvSchema.superRefine((e, ctx) => {
  if (e.NODE_ENV === 'production' && e.SESSION_SECRET && e.SESSION_SECRET.length < MIN_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: `must be at least ${MIN_SECRET} characters in production (e.g. \`openssl rand -hex 32\`)`,
    });
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  publicBaseUrl?: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  eventStoreConnectionString?: string;
  sessionSecret: string;
  google?: { clientId: string; clientSecret: string };
  openai?: { apiKey: string; baseURL?: string };
  /** Card payments through Stripe; absent: test mode outside production, none in production. */
  stripe?: { secretKey: string; publishableKey: string; apiBase?: string };
  /** Turns on POST /api/stripe/webhook (signatures are checked with it). */
  stripeWebhookSecret?: string;
  betaTesterEmails: string[];
  adminEmails: string[];
  runWorkers: boolean;
  /** Per-client request limits (on by default in production only). */
  rateLimits: boolean;
  /** How long a job may run before it counts as lost (its worker died) and is tried again. */
  jobTimeoutSeconds?: number;
  /** Object storage in an S3-compatible bucket instead of DATA_DIR/storage. */
  s3?: {
    bucket: string;
    endpoint?: string;
    /** Where browsers reach the store for presigned uploads, when not at `endpoint`. */
    publicEndpoint?: string;
    region: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  logLevel: string;
};

export class ConfigError extends Error {}

/** Reads and checks the environment once, in the entry points; everything else gets a Config. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = checkedEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : undefined;
  if (production && !google) {
    throw new ConfigError(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set in production (sign-in is by Google only).',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together: set both (card payments) or neither.',
    );
  }
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET must be set in production.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    eventStoreConnectionString: e.EVENTSTORE_CONNECTION_STRING,
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    google,
    ...(e.OPENAI_API_KEY
      ? {
          openai: {
            apiKey: e.OPENAI_API_KEY,
            ...(e.OPENAI_BASE_URL ? { baseURL: e.OPENAI_BASE_URL } : {}),
          },
        }
      : {}),
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? {
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            ...(e.STRIPE_API_BASE ? { apiBase: e.STRIPE_API_BASE } : {}),
          },
        }
      : {}),
    ...(e.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET } : {}),
    betaTesterEmails: e.BETA_TESTER_EMAILS,
    adminEmails: e.ADMIN_EMAILS,
    runWorkers: e.RUN_WORKERS,
    rateLimits:
      e.RATE_LIMITS === undefined ? production : ['true', '1', 'yes'].includes(e.RATE_LIMITS),
    ...(e.JOB_TIMEOUT_SECONDS ? { jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS } : {}),
    ...(e.S3_BUCKET
      ? {
          s3: {
            bucket: e.S3_BUCKET,
            ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
            ...(e.S3_PUBLIC_ENDPOINT ? { publicEndpoint: e.S3_PUBLIC_ENDPOINT } : {}),
            region: e.AWS_REGION ?? 'us-east-1',
            // A custom endpoint (MinIO, a local server) serves buckets by path.
            forcePathStyle: Boolean(e.S3_ENDPOINT),
            ...(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? {
                  credentials: {
                    accessKeyId: e.AWS_ACCESS_KEY_ID,
                    secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                  },
                }
              : {}),
          },
        }
      : {}),
    logLevel: e.LOG_LEVEL,
  };
};
