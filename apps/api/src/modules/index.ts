import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes';
import { advertisingRoutes } from './advertising/advertising.routes';
import { articlesRoutes } from './articles/articles.routes';
import { broadcastingRoutes } from './broadcasting/broadcasting.routes';
import { channelsPlugin } from './broadcasting/channels';
import { catalogRoutes } from './catalog/catalog.routes';
import { chatsRoutes } from './chats/chats.routes';
import { countriesRoutes } from './countries/countries.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { deliveriesRoutes } from './deliveries/deliveries.routes';
import { devRoutes } from './dev/dev.routes';
import { healthRoutes } from './health/health.routes';
import { identityExtensionsPlugin } from './identity/identity.extensions';
import { identityRoutes } from './identity/identity.routes';
import { moneyRoutes } from './money/money.routes';
import { notificationsModule } from './notifications/notifications.routes';
import { importsRoutes } from './imports/imports.routes';
import { webhooksRoutes } from './integrations/webhooks/webhooks.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
import { marketplaceModule } from './marketplace/marketplace.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentMethodsRoutes } from './payment-methods/payment-methods.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { setupRegistryPlugin } from './setup/setup.registry';
import { setupRoutes } from './setup/setup.routes';
import { storesRoutes } from './stores/stores.routes';
import { supplierApiRoutes } from './supplier-api/supplier-api.routes';
import { telegramRoutes } from './telegram/telegram.routes';

/** Every API module, mounted under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // First, the extension points: higher modules register into them (ADR 0032).
  await app.register(identityExtensionsPlugin);
  await app.register(setupRegistryPlugin);
  await app.register(channelsPlugin);
  // Early: app.notifications.notify() is there for every module registered after it.
  await app.register(notificationsModule);
  await app.register(healthRoutes);
  await app.register(identityRoutes);
  await app.register(setupRoutes);
  await app.register(countriesRoutes);
  await app.register(devRoutes);
  await app.register(broadcastingRoutes);
  await app.register(telegramRoutes);
  await app.register(moneyRoutes);
  await app.register(deliveriesRoutes);
  await app.register(paymentMethodsRoutes);
  await app.register(accountRoutes);
  await app.register(storesRoutes);
  await app.register(articlesRoutes);
  await app.register(catalogRoutes);
  await app.register(marketplaceModule);
  await app.register(importsRoutes);
  await app.register(ordersRoutes);
  await app.register(dashboardRoutes);
  await app.register(chatsRoutes);
  await app.register(reviewsRoutes);
  await app.register(advertisingRoutes);
  await app.register(supplierApiRoutes);
  await app.register(webhooksRoutes);
  await app.register(integrationsRoutes);
}
