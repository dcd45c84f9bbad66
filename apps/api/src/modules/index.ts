import type { FastifyInstance } from 'fastify';
import { accountModule } from './account';
import { activityModule, activityScopePlugin } from './activity';
import { advertisingModule } from './advertising';
import { articlesModule } from './articles';
import { realtimeModule, channelsPlugin } from './realtime';
import { catalogModule } from './catalog';
import { chatsModule } from './chats';
import { countriesModule } from './countries';
import { dashboardModule } from './dashboard';
import { deliveriesModule } from './deliveries';
import { devModule } from './dev';
import { healthModule } from './health';
import { identityExtensionsPlugin, identityModule } from './identity';
import { moneyModule } from './money';
import { notificationsModule } from './notifications';
import { importsModule } from './imports';
import { integrationsModule } from './integrations';
import { marketplaceModule } from './marketplace';
import { ordersModule, waybillTrackersPlugin } from './orders';
import { paymentMethodsModule } from './payment-methods';
import { returnsModule } from './returns';
import { reviewsModule } from './reviews';
import { setupModule, setupRegistryPlugin } from './setup';
import { storesModule } from './stores';
import { supplierApiModule } from './supplier-api';
import { teamModule } from './team';
import { telegramModule } from './telegram';

/** Every API module, mounted under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // First, the request's scope the activity log reads who acts from, for every route after it.
  await app.register(activityScopePlugin);
  // Then the extension points: higher modules register into them (ADR 0032).
  await app.register(identityExtensionsPlugin);
  await app.register(setupRegistryPlugin);
  await app.register(channelsPlugin);
  await app.register(waybillTrackersPlugin);
  // Early: app.notifications.notify() is there for every module registered after it.
  await app.register(notificationsModule);
  await app.register(healthModule);
  await app.register(identityModule);
  await app.register(setupModule);
  await app.register(activityModule);
  await app.register(countriesModule);
  await app.register(devModule);
  await app.register(realtimeModule);
  await app.register(telegramModule);
  await app.register(moneyModule);
  await app.register(deliveriesModule);
  await app.register(paymentMethodsModule);
  await app.register(accountModule);
  await app.register(teamModule);
  await app.register(storesModule);
  await app.register(articlesModule);
  await app.register(catalogModule);
  await app.register(marketplaceModule);
  await app.register(importsModule);
  await app.register(ordersModule);
  await app.register(dashboardModule);
  await app.register(chatsModule);
  await app.register(reviewsModule);
  await app.register(returnsModule);
  await app.register(advertisingModule);
  await app.register(supplierApiModule);
  await app.register(integrationsModule);
}
