import type { FastifyPluginAsync } from 'fastify';
import { paymentMethodsRoutes } from './payment-methods.routes';
import { paymentMethodsService } from './payment-methods.service';

/** The payment methods module (ADR 0037): the `payment` setup step and the routes. */
export const paymentMethodsModule: FastifyPluginAsync = async (app) => {
  const methods = paymentMethodsService({ db: app.database.db });
  app.setup.check('payment', (id) => methods.isSetUp(id));

  await app.register(paymentMethodsRoutes, { methods });
};
