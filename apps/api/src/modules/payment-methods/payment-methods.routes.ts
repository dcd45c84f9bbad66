import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@supplier/contracts/constants';
import {
  paymentMethodIdSchema,
  paymentMethodsEndpointSchemas,
  paymentMethodsIssueText,
  type PaymentMethodId,
  type PaymentMethodUpdateRequest,
} from '@supplier/contracts/payment-methods';
import { paymentMethodsEndpoints } from '@supplier/contracts/payment-methods-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { paymentMethodsText } from './payment-methods.messages';
import type { PaymentMethodsService } from './payment-methods.service';

function methodId(id: string, locale: Locale): PaymentMethodId {
  const parsed = paymentMethodIdSchema.safeParse(id);
  if (!parsed.success) throw httpErrors.notFound(paymentMethodsText(locale, 'method_not_found'));
  return parsed.data;
}

/** Payment methods (PRODUCT.md section 10). */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ methods: PaymentMethodsService }> = async (
  app,
  { methods },
) => {
  app.addHook('onRequest', app.authenticate);
  validationTexts(app, paymentMethodsIssueText);

  const route = endpointRoutes(app, paymentMethodsEndpoints, paymentMethodsEndpointSchemas, {
    tags: ['payment methods'],
    security: [{ bearer: [] }],
  });

  route('listPaymentMethods', { summary: 'The payment methods with their state and settings' }, async (request) => ({
    data: await methods.list(supplierId(request), request.locale),
  }));

  route('getPaymentMethod', { summary: 'One payment method' }, async (request) => ({
    data: await methods.get(supplierId(request), methodId(request.params.id, request.locale), request.locale),
  }));

  const save = (id: PaymentMethodId) => async (request: FastifyRequest<{ Body: PaymentMethodUpdateRequest }>) =>
    methods.update(supplierId(request), id, request.body, request.locale);
  const saving = (name: string) => ({ summary: `Switches ${name} and/or saves its settings` });
  route('saveCodPaymentMethod', saving('cash on delivery'), save('cod'));
  route('saveBankTransferPaymentMethod', saving('payment to the account'), save('bank_transfer'));
  route('saveCardOnlinePaymentMethod', saving('online card payment'), save('card_online'));
  route('saveInstallmentsPaymentMethod', saving('payment in installments'), save('installments'));
};
