import { describe, expect, it } from 'vitest';
import { isSetupBannerRoute, isSetupComplete, needsInformationFirst, setupTarget } from './progress';

const flags = (information: boolean, product: boolean, delivery: boolean, payment: boolean) => ({
  information,
  product,
  delivery,
  payment,
});

describe('setup progress', () => {
  it('leads to the first unfinished step, in SPEC order', () => {
    expect(setupTarget(flags(false, true, true, true))).toBe('/articles-information');
    expect(setupTarget(flags(true, false, false, false))).toBe('/products/panel');
    expect(setupTarget(flags(true, true, false, false))).toBe('/deliveries');
    expect(setupTarget(flags(true, true, true, false))).toBe('/payment-methods/methods');
    expect(setupTarget(flags(true, true, true, true))).toBe('/dashboard');
    expect(isSetupComplete(flags(true, true, true, true))).toBe(true);
    expect(isSetupComplete(flags(true, true, true, false))).toBe(false);
  });

  it('keeps the banner off product, delivery, payment, chat and article routes', () => {
    for (const path of [
      '/products/list',
      '/deliveries',
      '/payment-methods/saved',
      '/payments/payouts',
      '/chats/3',
      '/articles-information',
    ]) {
      expect(isSetupBannerRoute(path)).toBe(false);
    }
    for (const path of ['/dashboard/statistics', '/orders', '/reviews', '/stores', '/settings/preferences']) {
      expect(isSetupBannerRoute(path)).toBe(true);
    }
  });

  it('asks for the information articles on product creation and import', () => {
    for (const path of ['/products/panel', '/products/create', '/products/create/categories', '/products/import']) {
      expect(needsInformationFirst(path)).toBe(true);
    }
    for (const path of ['/products/list', '/products/imports', '/products/created']) {
      expect(needsInformationFirst(path)).toBe(false);
    }
  });
});
