import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Every setting the product reads. Documented in the README with these defaults. */
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
  SMS_DRIVER: z.enum(['log', 'turbosms']).default('log'),
  TURBOSMS_TOKEN: z.string().optional(),
  TURBOSMS_SENDER: z.string().default('Postachalnyk'),
  TURBOSMS_URL: z.url().default('https://api.turbosms.ua'),
  SUPPORT_BOT_URL: z.url().default('https://t.me/supplier_support_bot'),
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
    return config;
  }
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
