import type { FastifyPluginAsync } from 'fastify';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { deliveriesRepository } from './deliveries.repository';
import { deliveriesRoutes } from './deliveries.routes';
import { deliveryMethodsService } from './delivery-methods.service';
import { npApiKeyMaskLookup } from './np-keys.lookup';
import { npKeysService } from './np-keys.service';
import { senderService } from './sender.service';

/**
 * The deliveries module (ADR 0037): the `delivery` setup step, the stored Nova Poshta key for
 * identity, and the routes. The local Nova Poshta server of NOVAPOSHTA_DRIVER=local lives and dies
 * with the app.
 */
export const deliveriesModule: FastifyPluginAsync = async (app) => {
  const novaposhta = app.drivers.novaposhta;
  const repo = deliveriesRepository(app.database.db);
  const db = app.database.db;
  const keys = npKeysService({
    db,
    repo,
    client: novaposhta.client,
    box: secretBoxFromConfig(app.config),
    clock: app.drivers.clock,
  });
  const sender = senderService({ db, repo, client: novaposhta.client, keys });
  const methods = deliveryMethodsService({ db, repo });

  app.setup.check('delivery', (id) => methods.isSetUp(id));
  app.identity.npApiKey(npApiKeyMaskLookup(app.database.db));
  app.addHook('onReady', () => novaposhta.start());
  app.addHook('onClose', () => novaposhta.close());

  await app.register(deliveriesRoutes, { keys, sender, methods });
};
