import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Every setting the product reads. Documented in docs/configuration.md with these defaults. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url().optional(),
  DEMO_SEED: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * Seconds a request body may stop arriving (no byte) before the request is answered 408 and its
   * connection closed; there is no bound on a whole upload, so a big feed on a slow line still arrives.
   */
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  /** On SIGTERM, seconds the requests in flight (downloads included) and jobs get to finish before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** On SIGTERM, seconds the process keeps serving while its health check fails, before it stops listening. */
  SHUTDOWN_DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Requests per minute per supplier API token (shared through REDIS_URL like the per-IP limit). */
  SUPPLIER_API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** A sign-in token ends this many days after its last use (sliding)… */
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(3650).default(30),
  /** …and this many days after the sign-in, used or not. */
  SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(3650).default(90),
  SMS_DRIVER: z.enum(['log', 'turbosms']).default('log'),
  SMS_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  TURBOSMS_TOKEN: z.string().optional(),
  TURBOSMS_SENDER: z.string().default('Postachalnyk'),
  TURBOSMS_URL: z.url().default('https://api.turbosms.ua'),
  SUPPORT_BOT_URL: z.url().default('https://t.me/supplier_support_bot'),
  /** Price of the supplier-panel subscription (30 days), in kopiyky. */
  SUBSCRIPTION_COST_KOPIYKY: z.coerce.number().int().min(0).default(49900),
  /** Top-up provider: `local` (own checkout page under the API, the embedded default) or `liqpay`. */
  PAYMENTS_DRIVER: z.enum(['local', 'liqpay']).default('local'),
  LIQPAY_PUBLIC_KEY: z.string().optional(),
  LIQPAY_PRIVATE_KEY: z.string().optional(),
  /** Sends `sandbox: 1` to LiqPay and accepts its `sandbox` status as paid. */
  LIQPAY_SANDBOX: flag.default(false),
  /** Signing key of the local payment driver; generated into DATA_DIR/secrets.json when unset. */
  LOCAL_PAYMENTS_PRIVATE_KEY: z.string().min(16).optional(),
  /** Signs the marketplace gateway's calls (HMAC-SHA256); generated into DATA_DIR/secrets.json when unset. */
  MARKETPLACE_SECRET: z.string().min(32).optional(),
  /**
   * The storefront's webhook: replies to reviews and chat messages go there, signed (Standard
   * Webhooks). Unset: the local storefront of the embedded default, in the local mode only.
   */
  MARKETPLACE_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The local mode under NODE_ENV=production: the routes under /api/dev (outboxes, moving payouts),
   * answered to this machine only, and the log SMS driver allowed. `npm start` sets it (local.env).
   */
  DEV_TOOLS: flag.default(false),
  /** Realtime delivery: `embedded` (this process serves the Pusher protocol) or `pusher` (external server). */
  REALTIME_DRIVER: z.enum(['embedded', 'pusher']).default('embedded'),
  /** App of the embedded realtime server; the key is public (browsers send it). */
  REALTIME_APP_ID: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'letters, digits, _ . - only')
    .default('supplier-panel'),
  REALTIME_APP_KEY: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'letters, digits, _ . - only')
    .default('supplier-panel-key'),
  /** Signs channel subscriptions and HTTP API calls; generated into DATA_DIR/secrets.json when unset. */
  REALTIME_APP_SECRET: z.string().min(16).optional(),
  /** Silence (seconds) after which the embedded server pings a socket, and the wait for an answer (then 4201). */
  REALTIME_PING_INTERVAL_SECONDS: z.coerce.number().positive().max(3600).default(60),
  REALTIME_PONG_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** External Pusher-compatible server (REALTIME_DRIVER=pusher): HTTP API address and app. */
  PUSHER_HOST: z
    .string()
    .regex(/^[\w.-]+$/, 'a host name without scheme or port')
    .optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).default('https'),
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_APP_KEY: z.string().optional(),
  PUSHER_APP_SECRET: z.string().optional(),
  /** Where browsers open the WebSocket when it differs from PUSHER_HOST/PUSHER_PORT. */
  PUSHER_WS_HOST: z
    .string()
    .regex(/^[\w.-]+$/, 'a host name without scheme or port')
    .optional(),
  PUSHER_WS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Telegram bot: `local` (messages kept in /api/dev/telegram-outbox) or `bot` (Bot API). */
  TELEGRAM_DRIVER: z.enum(['local', 'bot']).default('local'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'a Bot API token like 123456:ABC-def')
    .optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'a Telegram bot username without @')
    .default('supplier_panel_bot'),
  /** Echoed by Telegram in X-Telegram-Bot-Api-Secret-Token; generated into DATA_DIR/secrets.json when unset. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, '16-256 characters of A-Z a-z 0-9 _ -')
    .optional(),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * Nova Poshta: `local` (the in-repo local NP server, started inside this process on a free
   * loopback port; the embedded default, knows the demo key) or `live` (NOVAPOSHTA_URL).
   */
  NOVAPOSHTA_DRIVER: z.enum(['local', 'live']).default('local'),
  /** Nova Poshta API 2.0 endpoint of the `live` driver (one POST per call). */
  NOVAPOSHTA_URL: z.url().default('https://api.novaposhta.ua/v2.0/json/'),
  /** Per-attempt timeout of a Nova Poshta call, in milliseconds. */
  NOVAPOSHTA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often open waybills are tracked (`TrackingDocument.getStatusDocuments`), in seconds. */
  NOVAPOSHTA_TRACKING_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** The local NP server moves its waybills one step along their life every this many seconds. */
  NOVAPOSHTA_LOCAL_STAGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /**
   * Encrypts stored secrets (suppliers' Nova Poshta keys) with AES-256-GCM; at least 32
   * characters. Generated into DATA_DIR/secrets.json when unset; set it when DATA_DIR is not kept.
   */
  SECRETS_KEY: z.string().min(32).optional(),
  /** Email of notifications: SMTP server (smtp://user:pass@host:587, smtps://…); unset: .eml files in DATA_DIR/mail-outbox. */
  SMTP_URL: z.url().optional(),
  /** The From of notification emails. */
  MAIL_FROM: z.string().min(3).default('Постачальники <no-reply@supplier-panel.local>'),
  /** Web Push (VAPID) key pair, base64url; both or neither. Generated into DATA_DIR/secrets.json when unset. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key')
    .optional(),
  /** Contact of the VAPID claims (mailto: or https: URL) that push services may use. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// URL')
    .default('mailto:support@supplier-panel.local'),
  /** Runs the job runner (notification delivery and every background job) in this process. */
  JOBS_WORKER: flag.default(true),
  /** Jobs run at the same time by one process; a crash repeats at most these. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Tries of one delivery (channel of a notification) before it is marked failed. */
  NOTIFICATIONS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Wait before the first retry; each next retry waits 4 times longer. */
  NOTIFICATIONS_RETRY_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  /** Largest accepted avatar or background image, in megabytes. */
  IMAGE_UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(50).default(5),
  /** Uploaded files: `local` (DATA_DIR/uploads, the embedded default) or `s3` (an S3-compatible bucket, ADR 0013). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Bucket of the s3 driver; it must exist. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3-63 characters a-z 0-9 . -')
    .optional(),
  /** S3-compatible endpoint (MinIO, R2…); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/, 'a region like eu-central-1')
    .default('us-east-1'),
  /** Both or neither; unset: the SDK's own credential chain (environment, instance role…). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses the bucket in the path (http://host/bucket/key), as MinIO and most local stores need. */
  S3_FORCE_PATH_STYLE: flag.default(false),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = Partial<Record<keyof Config, string>>;

export class ConfigError extends Error {}

/** Reads and validates the environment; one line per bad variable. */
export function loadConfig(env: ConfigInput | NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((key) => {
      const value = (env as Record<string, string | undefined>)[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = configSchema.safeParse(picked);
  if (parsed.success) {
    const config = parsed.data;
    if (config.SMS_DRIVER === 'turbosms' && !config.TURBOSMS_TOKEN) {
      throw new ConfigError('TURBOSMS_TOKEN: required when SMS_DRIVER=turbosms');
    }
    if (config.PAYMENTS_DRIVER === 'liqpay' && (!config.LIQPAY_PUBLIC_KEY || !config.LIQPAY_PRIVATE_KEY)) {
      throw new ConfigError('LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY: required when PAYMENTS_DRIVER=liqpay');
    }
    const missing = [
      ...(config.REALTIME_DRIVER === 'pusher'
        ? (['PUSHER_HOST', 'PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const)
            .filter((key) => !config[key])
            .map((key) => `${key}: required when REALTIME_DRIVER=pusher`)
        : []),
      ...(config.TELEGRAM_DRIVER === 'bot' && !config.TELEGRAM_BOT_TOKEN
        ? ['TELEGRAM_BOT_TOKEN: required when TELEGRAM_DRIVER=bot']
        : []),
      ...(Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)
        ? ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither']
        : []),
      ...(config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET ? ['S3_BUCKET: required when STORAGE_DRIVER=s3'] : []),
      ...(Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)
        ? ['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither']
        : []),
    ];
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
    return config;
  }
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * What the server refuses to serve with: in production (NODE_ENV=production without the local
 * mode of DEV_TOOLS=true) the log SMS driver would make sign-in codes reachable only on this
 * machine and send nothing to suppliers.
 */
export function assertServable(config: Config): void {
  if (config.NODE_ENV === 'production' && !config.DEV_TOOLS && config.SMS_DRIVER === 'log') {
    throw new ConfigError(
      'SMS_DRIVER: the log driver sends no SMS. In production set SMS_DRIVER=turbosms; ' +
        'on your own machine set DEV_TOOLS=true (npm start does, see local.env)',
    );
  }
}
