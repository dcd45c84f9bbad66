import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  paymentMethodIdSchema,
  paymentMethodResponse,
  paymentMethodSavedResponse,
  paymentMethodUpdateRequest,
  paymentMethodsIssueText,
  paymentMethodsResponse,
  type PaymentMethodId,
} from '@supplier/contracts/payment-methods';
import { httpErrors } from '../../errors';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { paymentMethodsText } from './payment-methods.messages';
import { paymentMethodsRepository } from './payment-methods.repository';
import { paymentMethodsService } from './payment-methods.service';

const BASE = '/admin-suppliers/v1/payment-methods';

/** `{id}` is a catalogue code (cod, bank_transfer, card_online, installments); anything else is 404. */
const params = z.object({ id: z.string().max(64) });

function methodId(id: string, locale: Locale): PaymentMethodId {
  const parsed = paymentMethodIdSchema.safeParse(id);
  if (!parsed.success) throw httpErrors.notFound(paymentMethodsText(locale, 'method_not_found'));
  return parsed.data;
}

/** Payment methods (PRODUCT.md section 10) and the `payment` setup step. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const methods = paymentMethodsService({ repo: paymentMethodsRepository(app.database.db) });
  app.setup.check('payment', (id) => methods.isSetUp(id));

  validationTexts(app, paymentMethodsIssueText);
  const signedIn = { preHandler: app.authenticate };
  const schema = { tags: ['payment methods'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 422: apiError };

  app.get(
    BASE,
    {
      ...signedIn,
      schema: {
        operationId: 'listPaymentMethods',
        summary: 'The payment methods with their state and settings',
        ...schema,
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => ({
      data: await methods.list(supplierId(request), request.locale),
    }),
  );
  app.get(
    `${BASE}/:id`,
    {
      ...signedIn,
      schema: {
        operationId: 'getPaymentMethod',
        summary: 'One payment method',
        ...schema,
        params,
        response: { 200: paymentMethodResponse, ...errors },
      },
    },
    async (request) => ({
      data: await methods.get(supplierId(request), methodId(request.params.id, request.locale), request.locale),
    }),
  );
  app.put(
    `${BASE}/:id`,
    {
      ...signedIn,
      schema: {
        operationId: 'savePaymentMethod',
        summary: 'Switches a payment method and/or saves its settings',
        ...schema,
        params,
        body: paymentMethodUpdateRequest,
        response: { 200: paymentMethodSavedResponse, ...errors },
      },
    },
    async (request) =>
      methods.update(supplierId(request), methodId(request.params.id, request.locale), request.body, request.locale),
  );
};
