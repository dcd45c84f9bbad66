import { seedDemoArticles } from '../modules/articles/articles.seed';
import { subscriptionsRepository } from '../modules/money/subscription/subscription.repository';
import type { TestContext } from './app';

/** What a supplier has done beyond signing up that endpoints require (ADR 0036). */
export interface Access {
  /** An active supplier-panel subscription (the paid sections, PRODUCT.md section 1). */
  subscription?: boolean;
  /** The required information articles filled (creating products, SPEC section 1). */
  articles?: boolean;
}

/** A subscription that outlasts any clock a test moves. */
const TEST_SUBSCRIPTION_DAYS = 3650;

/** Gives a supplier what `access` names, written as a purchase and the articles page would. */
export async function grantAccess(t: TestContext, supplierId: number, access: Access): Promise<void> {
  const { db } = t.database;
  if (access.subscription) {
    await subscriptionsRepository(db).extend(
      supplierId,
      'supplier_panel',
      t.app.drivers.clock.now(),
      TEST_SUBSCRIPTION_DAYS,
    );
  }
  if (access.articles) await seedDemoArticles(db, supplierId);
}
