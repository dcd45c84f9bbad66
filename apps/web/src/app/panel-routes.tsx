import type { RouteObject } from 'react-router';
import { prefetchProductsList } from '@/features/products/api/prefetch-products';
import { homeRedirect } from './home-redirect';
import { handle, redirectTo, withTexts } from './route-handle';

/**
 * The signed-in panel's pages, put under the admin layout by the router with the first panel
 * address (`router.tsx`), beside the panel's own address (`panelHome`).
 */
export const panelRoutes: RouteObject[] = [
  { path: '404', id: '404', handle: handle('notFound'), lazy: () => import('./routes/not-found') },
  {
    path: 'dashboard',
    handle: handle('dashboard', { crumb: false }),
    children: [
      {
        index: true,
        handle: handle('statistics', { crumb: false, permission: 'dashboard' }),
        ...homeRedirect('/dashboard/statistics'),
      },
      {
        path: 'statistics',
        id: 'statistics',
        handle: handle('statistics', { permission: 'dashboard' }),
        lazy: withTexts(() => import('./routes/dashboard/start'), 'dashboard'),
      },
      {
        path: 'advertising',
        id: 'advertising',
        handle: handle('advertising', { requireSubscription: true, permission: 'advertising' }),
        lazy: withTexts(() => import('./routes/dashboard/advertising'), 'advertising'),
      },
    ],
  },
  {
    path: 'orders',
    handle: handle('orders', { permission: 'orders:read' }),
    children: [
      {
        index: true,
        id: 'orders',
        handle: handle('orders', { crumb: false }),
        lazy: withTexts(() => import('./routes/orders/list'), 'orders', 'deliveries', 'payment-methods'),
      },
      {
        path: 'print',
        id: 'ordersPrint',
        handle: handle('ordersPrint'),
        lazy: withTexts(() => import('./routes/orders/print'), 'orders', 'deliveries'),
      },
      {
        path: ':id',
        id: 'order',
        handle: handle('order'),
        lazy: withTexts(() => import('./routes/orders/detail'), 'orders', 'deliveries', 'payment-methods'),
      },
    ],
  },
  {
    path: 'returns',
    handle: handle('returns', { permission: 'returns' }),
    children: [
      {
        index: true,
        id: 'returns',
        handle: handle('returns', { crumb: false }),
        lazy: withTexts(() => import('./routes/returns/list'), 'returns'),
      },
      {
        path: ':id',
        id: 'return',
        handle: handle('return'),
        lazy: withTexts(() => import('./routes/returns/detail'), 'returns', 'orders', 'payment-methods'),
      },
    ],
  },
  {
    path: 'reviews',
    id: 'reviews',
    handle: handle('reviews', { permission: 'reviews' }),
    lazy: withTexts(() => import('./routes/reviews'), 'reviews'),
  },
  {
    path: 'chats',
    handle: handle('chats', { permission: 'chats' }),
    children: [
      {
        index: true,
        id: 'chats',
        handle: handle('chats', { crumb: false }),
        lazy: withTexts(() => import('./routes/chats/list'), 'chats'),
      },
      {
        path: ':chatId',
        id: 'chat',
        handle: handle('chat'),
        lazy: withTexts(() => import('./routes/chats/detail'), 'chats'),
      },
    ],
  },
  {
    path: 'products',
    id: 'products',
    handle: handle('products'),
    children: [
      { index: true, ...redirectTo('/products/list') },
      {
        path: 'list',
        id: 'list',
        handle: handle('productsList', { crumb: false, permission: 'catalogue' }),
        // runs beside `lazy`: the first page is on its way while the page's code loads
        loader: ({ request }) => {
          prefetchProductsList(new URL(request.url));
          return null;
        },
        lazy: withTexts(() => import('./routes/products/list'), 'products', 'categories'),
      },
      {
        path: 'panel',
        id: 'panel',
        handle: handle('productsPanel', { permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/panel'), 'products'),
      },
      {
        path: 'import',
        id: 'product-import',
        handle: handle('productImport', { requireSubscription: true, permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/import'), 'imports'),
      },
      {
        path: 'imports',
        id: 'product-imports',
        handle: handle('productImports', { requireSubscription: true, permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/imports'), 'imports'),
      },
      {
        path: 'edit/:id',
        id: 'product-edit',
        handle: handle('productEdit', { permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/edit'), 'products', 'editor', 'activity'),
      },
      {
        path: 'create',
        handle: handle('productCreate', { permission: 'catalogue' }),
        children: [
          {
            index: true,
            id: 'product-create',
            handle: handle('productCreate', { crumb: false }),
            lazy: withTexts(() => import('./routes/products/create'), 'products', 'editor'),
          },
          {
            path: 'categories',
            id: 'product-create-categories',
            handle: handle('categories'),
            lazy: withTexts(() => import('./routes/products/categories'), 'categories'),
          },
        ],
      },
      {
        path: 'created',
        id: 'created',
        handle: handle('productCreated', { permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/created'), 'products'),
      },
      {
        path: 'shelvings',
        id: 'shelvings',
        handle: handle('shelvings', { permission: 'shelvings' }),
        lazy: withTexts(() => import('./routes/products/shelvings'), 'shelvings'),
      },
      {
        path: 'attributes',
        id: 'attributes',
        handle: handle('attributes', { permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/attributes'), 'attributes'),
      },
      {
        path: 'attribute-groups',
        id: 'attribute-groups',
        handle: handle('attributeGroups', { permission: 'catalogue' }),
        lazy: withTexts(() => import('./routes/products/attribute-groups'), 'attributes', 'categories'),
      },
    ],
  },
  {
    path: 'deliveries',
    handle: handle('deliveries', { permission: 'settings' }),
    children: [
      {
        index: true,
        id: 'deliveries-panel',
        handle: handle('deliveries', { crumb: false }),
        lazy: () => import('./routes/deliveries/panel'),
      },
      {
        path: 'sender',
        id: 'deliveries-sender',
        handle: handle('deliveriesSender'),
        lazy: () => import('./routes/deliveries/sender'),
      },
      {
        path: 'apis',
        id: 'deliveries-apis',
        handle: handle('deliveriesApis'),
        lazy: () => import('./routes/deliveries/apis'),
      },
      {
        path: 'saved',
        id: 'deliveries-saved',
        handle: handle('deliveriesSaved'),
        lazy: () => import('./routes/deliveries/saved'),
      },
    ],
  },
  {
    path: 'payment-methods',
    handle: handle('paymentMethods', { crumb: false, permission: 'settings' }),
    children: [
      { index: true, ...redirectTo('/payment-methods/methods') },
      {
        path: 'methods',
        handle: handle('paymentMethods'),
        children: [
          {
            index: true,
            id: 'payment-methods-methods',
            handle: handle('paymentMethods', { crumb: false }),
            lazy: () => import('./routes/payment-methods/methods'),
          },
          {
            path: 'details/:id',
            id: 'payment-methods-details',
            handle: handle('paymentMethodDetails'),
            lazy: () => import('./routes/payment-methods/details'),
          },
        ],
      },
      {
        path: 'saved',
        id: 'payment-methods-saved',
        handle: handle('paymentMethodsSaved'),
        lazy: () => import('./routes/payment-methods/saved'),
      },
    ],
  },
  {
    path: 'payments',
    id: 'payments',
    handle: handle('payments', { permission: 'money:read' }),
    children: [
      { index: true, ...redirectTo('/payments/balances/main-balance') },
      {
        path: 'balances',
        handle: handle('balances'),
        children: [
          { index: true, ...redirectTo('/payments/balances/main-balance') },
          {
            path: 'main-balance',
            id: 'main-balance',
            handle: handle('mainBalance'),
            lazy: withTexts(() => import('./routes/payments/main-balance'), 'balances'),
          },
          {
            path: 'balance-services',
            id: 'balance-services',
            handle: handle('balanceServices'),
            lazy: withTexts(() => import('./routes/payments/balance-services'), 'balances'),
          },
        ],
      },
      {
        path: 'payouts',
        id: 'payouts',
        handle: handle('payouts'),
        lazy: withTexts(() => import('./routes/payments/payouts'), 'payouts'),
      },
    ],
  },
  {
    path: 'referral',
    id: 'referral',
    handle: handle('referral', { permission: 'money:read' }),
    lazy: withTexts(() => import('./routes/referral/page'), 'referral'),
  },
  {
    path: 'articles-information',
    id: 'articles-information',
    handle: handle('articlesInformation', { permission: 'catalogue' }),
    lazy: withTexts(() => import('./routes/articles-information'), 'articles', 'editor'),
  },
  {
    path: 'stores',
    handle: handle('stores', { permission: 'catalogue' }),
    children: [
      {
        index: true,
        id: 'stores-list',
        handle: handle('stores', { crumb: false }),
        lazy: withTexts(() => import('./routes/stores/list'), 'stores'),
      },
      {
        path: 'create',
        id: 'stores-create',
        handle: handle('storeCreate'),
        lazy: withTexts(() => import('./routes/stores/create'), 'stores', 'editor'),
      },
      {
        path: 'edit/:id',
        id: 'stores-edit',
        handle: handle('storeEdit'),
        lazy: withTexts(() => import('./routes/stores/edit'), 'stores', 'editor'),
      },
    ],
  },
  {
    path: 'integrations',
    handle: handle('integrations', { requireSubscription: true, permission: 'integrations' }),
    children: [
      {
        index: true,
        id: 'integrations-list',
        handle: handle('integrations', { crumb: false, requireSubscription: true }),
        lazy: withTexts(() => import('./routes/integrations/list'), 'integrations'),
      },
      {
        path: 'create',
        id: 'integrations-create',
        handle: handle('integrationCreate', { requireSubscription: true }),
        lazy: withTexts(() => import('./routes/integrations/create'), 'integrations'),
      },
      {
        path: 'edit/:id',
        id: 'integrations-edit',
        handle: handle('integrationEdit', { requireSubscription: true }),
        lazy: withTexts(() => import('./routes/integrations/edit'), 'integrations', 'webhooks'),
      },
    ],
  },
  {
    path: 'notifications',
    id: 'notifications',
    handle: handle('notifications'),
    lazy: () => import('./routes/notifications/page'),
  },
  {
    path: 'settings',
    id: 'settings',
    handle: handle('settings'),
    children: [
      { index: true, ...redirectTo('/settings/preferences') },
      {
        path: 'preferences',
        id: 'preferences',
        handle: handle('preferences'),
        lazy: () => import('./routes/settings/preferences'),
      },
      {
        path: 'customizing',
        id: 'customizing',
        handle: handle('customizing'),
        lazy: () => import('./routes/settings/customizing'),
      },
      {
        path: 'team',
        id: 'team',
        handle: handle('team', { permission: 'team' }),
        lazy: withTexts(() => import('./routes/settings/team'), 'team'),
      },
      {
        path: 'activity',
        id: 'activity',
        handle: handle('activity', { permission: 'activity-log' }),
        lazy: withTexts(() => import('./routes/settings/activity'), 'activity'),
      },
    ],
  },
];
