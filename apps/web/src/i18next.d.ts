import type { validationMessages } from '@supplier/contracts/messages';
import type account from './locales/uk/account.json';
import type activity from './locales/uk/activity.json';
import type advertising from './locales/uk/advertising.json';
import type appSettings from './locales/uk/app-settings.json';
import type articles from './locales/uk/articles.json';
import type attributes from './locales/uk/attributes.json';
import type balances from './locales/uk/balances.json';
import type categories from './locales/uk/categories.json';
import type chats from './locales/uk/chats.json';
import type common from './locales/uk/common.json';
import type dashboard from './locales/uk/dashboard.json';
import type deliveries from './locales/uk/deliveries.json';
import type editor from './locales/uk/editor.json';
import type identity from './locales/uk/identity.json';
import type imports from './locales/uk/imports.json';
import type integrations from './locales/uk/integrations.json';
import type notifications from './locales/uk/notifications.json';
import type orders from './locales/uk/orders.json';
import type paymentMethods from './locales/uk/payment-methods.json';
import type payouts from './locales/uk/payouts.json';
import type products from './locales/uk/products.json';
import type referral from './locales/uk/referral.json';
import type returns from './locales/uk/returns.json';
import type reviews from './locales/uk/reviews.json';
import type routes from './locales/uk/routes.json';
import type shell from './locales/uk/shell.json';
import type shelvings from './locales/uk/shelvings.json';
import type stores from './locales/uk/stores.json';
import type team from './locales/uk/team.json';
import type webhooks from './locales/uk/webhooks.json';

/**
 * Typed i18n keys (ADR 0031): `t` accepts only keys of the Ukrainian texts, by namespace; the en
 * texts are held to the same keys by `locales/locales.test.ts`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    /** A default value does not excuse a key missing from uk. */
    strictKeyChecks: true;
    resources: {
      account: typeof account;
      activity: typeof activity;
      advertising: typeof advertising;
      'app-settings': typeof appSettings;
      articles: typeof articles;
      attributes: typeof attributes;
      balances: typeof balances;
      categories: typeof categories;
      chats: typeof chats;
      common: typeof common;
      dashboard: typeof dashboard;
      deliveries: typeof deliveries;
      editor: typeof editor;
      identity: typeof identity;
      imports: typeof imports;
      integrations: typeof integrations;
      notifications: typeof notifications;
      orders: typeof orders;
      'payment-methods': typeof paymentMethods;
      payouts: typeof payouts;
      products: typeof products;
      referral: typeof referral;
      returns: typeof returns;
      reviews: typeof reviews;
      routes: typeof routes;
      shell: typeof shell;
      shelvings: typeof shelvings;
      stores: typeof stores;
      team: typeof team;
      webhooks: typeof webhooks;
      validation: Record<keyof (typeof validationMessages)['uk'], string>;
    };
  }
}
