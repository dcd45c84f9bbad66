import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersBuyersEndpointSchemas } from '@supplier/contracts/orders-buyers';
import { ordersBuyersEndpoints } from '@supplier/contracts/orders-buyers-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idParam } from '../../lib/ids';
import { supplierId } from '../../plugins/auth';
import type { OrdersContext } from './orders.context';
import { ordersText } from './orders.messages';
import { getBuyerOrders } from './use-cases/get-buyer-orders';

/** An order's buyer on the order page (issue 32): their other orders with the supplier. */
export const ordersBuyersRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (instance, { ctx }) => {
  instance.addHook('onRequest', instance.authenticate);
  const route = endpointRoutes(instance, ordersBuyersEndpoints, ordersBuyersEndpointSchemas, {
    tags: ['orders'],
    security: [{ bearer: [] }],
  });

  route(
    'getOrderBuyerOrders',
    {
      summary: 'The order’s buyer’s other orders with the supplier: count, completed, returned, cancelled, total',
      description:
        'Found by the buyer’s phone exactly as the order has it; `total` leaves cancelled and returned orders out; `recent` lists the latest few.',
    },
    async (request) => ({
      data: await getBuyerOrders(ctx, {
        supplierId: supplierId(request),
        id: idParam(request.params.id, () => httpErrors.notFound(ordersText(request.locale, 'order_not_found'))),
        locale: request.locale,
      }),
    }),
  );
};
