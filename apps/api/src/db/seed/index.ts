import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../client';
import { suppliers } from '../schema';
import { hashPassword } from '../../lib/crypto';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { createStorage } from '../../lib/storage';
import { seedDemoAvatar } from '../../modules/account/account.seed';
import { seedDemoArticles } from '../../modules/articles/articles.seed';
import { seedDemoCatalog } from '../../modules/catalog';
import { seedDemoChats } from '../../modules/chats';
import { seedDemoDeliveries } from '../../modules/deliveries/deliveries.seed';
import { seedDemoIntegrations } from '../../modules/integrations/integrations.seed';
import { seedDemoMoney } from '../../modules/money/money.seed';
import { seedDemoNotifications } from '../../modules/notifications/notifications.seed';
import { seedDemoOrders } from '../../modules/orders';
import { seedDemoPaymentMethods } from '../../modules/payment-methods/payment-methods.seed';
import { seedDemoReturns } from '../../modules/returns';
import { seedDemoReviews } from '../../modules/reviews';
import { seedDemoStore } from '../../modules/stores/stores.seed';

export const DEMO_CREDENTIALS = { telephone: '+380501234567', password: 'demo12345' } as const;

/**
 * Adds the demo supplier (confirmed phone, password login ready) with its delivery and payment
 * methods and its money history. Idempotent: an existing row with the demo phone or email is left
 * as it is. Returns whether it inserted the supplier. `config` gives the secrets key that seals the
 * demo NP key and the subscription cost.
 */
export async function seedDemo(db: Db, config: Config = loadConfig()): Promise<boolean> {
  const inserted = await db
    .insert(suppliers)
    .values({
      firstname: 'Олена',
      lastname: 'Коваленко',
      email: 'demo@example.com',
      telephone: DEMO_CREDENTIALS.telephone,
      passwordHash: await hashPassword(DEMO_CREDENTIALS.password),
      isConfirmTelephone: true,
    })
    .onConflictDoNothing()
    .returning({ id: suppliers.id });
  const [demo] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.telephone, DEMO_CREDENTIALS.telephone))
    .limit(1);
  if (demo) {
    await seedDemoDeliveries(db, demo.id, secretBoxFromConfig(config));
    await seedDemoPaymentMethods(db, demo.id);
    await seedDemoNotifications(db, demo.id);
    await seedDemoStore(db, demo.id);
    await seedDemoArticles(db, demo.id);
    const storage = createStorage(config);
    try {
      await seedDemoAvatar(db, demo.id, storage);
      await seedDemoCatalog(db, demo.id, storage);
    } finally {
      storage.close?.();
    }
    await seedDemoMoney(db, demo.id, { subscriptionCostKopiyky: config.SUBSCRIPTION_COST_KOPIYKY });
    await seedDemoOrders(db, demo.id);
    await seedDemoChats(db, demo.id);
    await seedDemoReviews(db, demo.id);
    await seedDemoReturns(db, demo.id);
    await seedDemoIntegrations(db, demo.id);
  }
  return inserted.length > 0;
}
