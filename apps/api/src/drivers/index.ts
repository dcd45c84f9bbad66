import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createStorage, type FileStorage } from '../lib/storage';
import { createBroadcaster, type Broadcaster } from './broadcaster';
import { createMailDriver, type MailDriver } from './mail';
import {
  createNovaPoshtaClient,
  startLocalNovaPoshta,
  type LocalNovaPoshta,
  type NovaPoshtaClient,
} from './novaposhta';
import { createPaymentDriver, type PaymentDriver } from './payments';
import { createPushDriver, type PushDriver } from './push';
import { createSmsDriver, type SmsDriver } from './sms';
import { createTelegramBot, type TelegramBot } from './telegram';

/** The time as the rules see it; tests replace it to expire codes without sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** External services, each behind an interface with a production and a local driver. */
export interface Drivers {
  clock: Clock;
  sms: SmsDriver;
  /** Top-up provider (PAYMENTS_DRIVER). */
  payments: PaymentDriver;
  /** Realtime events (REALTIME_DRIVER); publish through modules/realtime/realtime-events. */
  broadcaster: Broadcaster;
  /** Telegram bot (TELEGRAM_DRIVER). */
  telegram: TelegramBot;
  /** Nova Poshta API 2.0 (NOVAPOSHTA_DRIVER). */
  novaposhta: NovaPoshtaDriver;
  /** Email (SMTP_URL, else .eml files in DATA_DIR/mail-outbox). */
  mail: MailDriver;
  /** Web Push with VAPID keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated into DATA_DIR). */
  push: PushDriver;
  /** Uploaded files (STORAGE_DRIVER: DATA_DIR/uploads or an S3-compatible bucket), served at /uploads/. */
  storage: FileStorage;
}

/** The Nova Poshta client plus the life of what it talks to (the local server of the `local` driver). */
export interface NovaPoshtaDriver {
  client: NovaPoshtaClient;
  /** Starts the local server (no-op for `live`); idempotent, also done on the first call. */
  start(): Promise<void>;
  /** Stops the local server (no-op for `live`). */
  close(): Promise<void>;
  /** The local server's test hook (absent for `live`): pins a waybill's tracking status. */
  setTrackingStatus?(number: string, code: string): Promise<boolean>;
}

/**
 * NOVAPOSHTA_DRIVER=live: NOVAPOSHTA_URL. local (default): the in-repo local NP server on a free
 * loopback port inside this process, so the product works offline with DEMO_NOVAPOSHTA_KEY.
 */
export function createNovaPoshtaDriver(config: Config): NovaPoshtaDriver {
  const timeoutMs = config.NOVAPOSHTA_TIMEOUT_MS;
  if (config.NOVAPOSHTA_DRIVER === 'live') {
    const client = createNovaPoshtaClient({ url: config.NOVAPOSHTA_URL, timeoutMs });
    return { client, start: async () => undefined, close: async () => undefined };
  }
  let server: Promise<LocalNovaPoshta> | null = null;
  const started = () =>
    (server ??= startLocalNovaPoshta({
      host: '127.0.0.1',
      port: 0,
      stageMs: config.NOVAPOSHTA_LOCAL_STAGE_SECONDS * 1000,
    }).catch((error: unknown) => {
      server = null;
      throw error;
    }));
  const client = createNovaPoshtaClient({
    url: 'http://127.0.0.1/v2.0/json/',
    timeoutMs,
    fetch: async (_url, init) => fetch((await started()).url, init),
  });
  return {
    client,
    start: async () => {
      await started();
    },
    close: async () => {
      const running = server;
      server = null;
      if (running) await (await running).close();
    },
    setTrackingStatus: async (number, code) => (await started()).setTrackingStatus(number, code),
  };
}

export function createDrivers(config: Config, log: FastifyBaseLogger): Drivers {
  return {
    clock: systemClock,
    sms: createSmsDriver(config, log),
    payments: createPaymentDriver(config),
    broadcaster: createBroadcaster(config, log),
    telegram: createTelegramBot(config, log),
    novaposhta: createNovaPoshtaDriver(config),
    mail: createMailDriver(config, log),
    push: createPushDriver(config),
    storage: createStorage(config),
  };
}
