import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { importsEndpointSchemas } from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../drivers';
import type { FileStorage } from '../../lib/storage';
import { realtimeEvents, type RealtimeEvents } from '../realtime';
import { productsImport, type ProductsImport } from '../catalog';
import type { NotificationsService } from '../notifications';
import { requirementText, unmetRequirement } from '../setup';
import { storesRepository, type StoresRepository } from '../stores';
import { importMappingsRepository, type ImportMappingsRepository } from './import-mappings.repository';
import { importPicturesRepository, type ImportPicturesRepository } from './import-pictures.repository';
import { importRunsRepository, type ImportRunsRepository } from './import-runs.repository';
import { importSourcesRepository, type ImportSourcesRepository } from './import-sources.repository';

/** What the imports' use cases work over (ADR 0037): the db, the module's repositories and the faces it uses. */
export interface ImportsContext {
  db: Db;
  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  runs: ImportRunsRepository;
  sources: ImportSourcesRepository;
  mappings: ImportMappingsRepository;
  pictures: ImportPicturesRepository;
  /** The catalog's face for imports: products, their values and pictures, attributes, categories. */
  catalog: ProductsImport;
  stores: StoresRepository;
  storage: FileStorage;
  clock: Clock;
  events: RealtimeEvents;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** The local mode: feeds and pictures on loopback and private addresses may be fetched. */
  allowPrivate: boolean;
  /**
   * Why the supplier may not run a feed now (a gate of the panel, ADR 0036), as the panel says it,
   * or null: a scheduled check keeps the gates its endpoint keeps.
   */
  gate(supplierId: number, locale: Locale): Promise<string | null>;
  /** Messages written by jobs (a run's, a source's) are in the panel's language. */
  locale: Locale;
}

/** The imports' context over the app (`change` puts in what a test or a job differs in). */
export function importsContext(app: FastifyInstance, change: Partial<ImportsContext> = {}): ImportsContext {
  const db = app.database.db;
  const { storage, clock, broadcaster } = app.drivers;
  const log = change.log ?? app.log.child({ module: 'imports' });
  return {
    db,
    transaction: (work) => transaction(db, work),
    runs: importRunsRepository(db),
    sources: importSourcesRepository(db),
    mappings: importMappingsRepository(db),
    pictures: importPicturesRepository(db),
    catalog: productsImport(db),
    stores: storesRepository(db),
    storage,
    clock,
    events: realtimeEvents(broadcaster, log),
    notifications: app.notifications,
    log,
    allowPrivate: app.devTools,
    gate: async (supplier, locale) => {
      const { requires } = importsEndpointSchemas.checkProductImportSource;
      const unmet = await unmetRequirement(app.setup, supplier, requires, clock.now());
      return unmet && requirementText(locale, unmet);
    },
    locale: 'uk',
    ...change,
  };
}
