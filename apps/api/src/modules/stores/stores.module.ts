import type { FastifyPluginAsync } from 'fastify';
import { ensureFirstStore } from './stores.first-store';
import { storesRepository } from './stores.repository';
import { storesRoutes } from './stores.routes';
import { storesService } from './stores.service';

/** The stores module (ADR 0037): the settings' `store`, the first store at sign-up, and the routes. */
export const storesModule: FastifyPluginAsync = async (app) => {
  const repo = storesRepository(app.database.db);
  const stores = storesService({ db: app.database.db, storage: app.drivers.storage, log: app.log });
  app.setup.store((id) => stores.primaryOf(id));
  app.identity.onSignUp((owner) => ensureFirstStore(repo, owner).then(() => undefined));

  await app.register(storesRoutes, { stores });
};
