import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOP_UP_RETURN_PATH } from '@supplier/contracts/money-topups';
import { PaymentCallbackError } from '../../../drivers/payments';
import { httpErrors } from '../../../errors';
import { moneyText } from '../money.messages';
import type { MoneyServices } from '../money.services';
import { localCheckoutPage } from './local-checkout.page';
import { CallbackMismatchError, type CallbackResult } from './topups.service';

/**
 * The provider's signed callback (POST /api/payments/callback/{driver}) credits main once. With the
 * local driver the API also serves the checkout page, whose buttons feed a LiqPay-style signed
 * callback to the same handler. Outside the endpoint table: the bodies are the provider's (checked
 * by its signature, not by a schema) and the checkout answers HTML and a redirect.
 */
export const paymentCallbacksRoutes: FastifyPluginAsyncZod<{ money: MoneyServices }> = async (app, { money }) => {
  const driver = app.drivers.payments;

  /** The one place a payment is credited, for the provider and the local checkout alike. */
  async function settle(body: unknown, log: FastifyBaseLogger, locale: Locale) {
    let result: CallbackResult;
    try {
      result = await money.topUps.handleCallback(body);
    } catch (error) {
      if (error instanceof PaymentCallbackError || error instanceof CallbackMismatchError) {
        log.warn({ driver: driver.name, reason: error.reason }, 'payment callback rejected');
        throw httpErrors.badRequest('payment_callback_rejected', moneyText(locale, 'payment_callback_rejected'));
      }
      throw error;
    }
    log.info({ driver: driver.name, paymentId: result.paymentId, outcome: result.outcome }, 'payment callback');
    if (result.outcome === 'credited') await money.announce([result.supplierId]);
    return result;
  }

  app.post(
    '/payments/callback/:driver',
    {
      config: { sessionHeader: false },
      schema: { hide: true, params: z.object({ driver: z.string().max(50) }) },
    },
    async (request) => {
      if (request.params.driver !== driver.name)
        throw httpErrors.notFound(moneyText(request.locale, 'payment_not_found'));
      await settle(request.body, request.log, request.locale);
      return { message: moneyText(request.locale, 'payment_callback_accepted') };
    },
  );

  if (driver.name !== 'local') return;

  const checkoutParams = z.object({ paymentId: z.string().min(1).max(100) });

  app.get(
    '/payments/local/checkout/:paymentId',
    { config: { sessionHeader: false }, schema: { hide: true, params: checkoutParams } },
    async (request, reply) => {
      const payment = await money.topUps.localPayment(request.params.paymentId);
      if (!payment) throw httpErrors.notFound(moneyText(request.locale, 'payment_not_found'));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(localCheckoutPage(payment, request.locale));
    },
  );

  app.post(
    '/payments/local/checkout/:paymentId',
    {
      config: { sessionHeader: false },
      schema: { hide: true, params: checkoutParams, body: z.object({ decision: z.enum(['pay', 'cancel']) }) },
    },
    async (request, reply) => {
      const payment = await money.topUps.localPayment(request.params.paymentId);
      if (!payment) throw httpErrors.notFound(moneyText(request.locale, 'payment_not_found'));
      if (payment.status !== 'succeeded') {
        await settle(money.topUps.signLocally(payment, request.body.decision === 'pay'), request.log, request.locale);
      }
      return reply.redirect(TOP_UP_RETURN_PATH, 303);
    },
  );
};
