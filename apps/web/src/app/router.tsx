import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { useSession } from '@/lib/session';
import type { RouteHandle } from './route-handle';

const handle = (title: string, extra: Omit<RouteHandle, 'title'> = {}): RouteHandle => ({ title, ...extra });

/** A page that later issues fill: it shows its header and breadcrumb. */
const section = () => import('./routes/section-page');

function requireUser() {
  if (!useSession.getState().user) throw redirect('/auth');
  return null;
}

/** A signed-in supplier opening any auth path goes to the dashboard (SPEC section 2). */
function requireGuest() {
  if (useSession.getState().user) throw redirect('/dashboard');
  return null;
}

export const routes: RouteObject[] = [
  {
    path: '/auth',
    loader: requireGuest,
    lazy: () => import('./layouts/auth-layout'),
    children: [
      { index: true, id: 'main', handle: handle('main'), lazy: () => import('./routes/auth/main') },
      { path: 'login', id: 'login', handle: handle('login'), lazy: () => import('./routes/auth/login') },
      { path: 'signup', id: 'signup', handle: handle('signup'), lazy: () => import('./routes/auth/signup') },
      {
        path: 'phone-confirmation',
        id: 'phone-confirmation',
        handle: handle('phoneConfirmation'),
        lazy: () => import('./routes/auth/phone-confirmation'),
      },
      {
        path: 'with-password',
        id: 'with-password',
        handle: handle('withPassword'),
        lazy: () => import('./routes/auth/with-password'),
      },
      {
        path: 'forgot-password',
        id: 'forgot-password',
        handle: handle('forgotPassword'),
        lazy: () => import('./routes/auth/forgot-password'),
      },
      {
        path: 'recover-password-code',
        id: 'recover-password-code',
        handle: handle('recoverPasswordCode'),
        lazy: () => import('./routes/auth/recover-password-code'),
      },
    ],
  },
  {
    path: '/',
    loader: requireUser,
    lazy: () => import('./layouts/admin-layout'),
    children: [
      { index: true, loader: () => redirect('/dashboard') },
      { path: '404', id: '404', handle: handle('notFound'), lazy: () => import('./routes/not-found') },
      {
        path: 'dashboard',
        handle: handle('dashboard', { crumb: false }),
        children: [
          { index: true, loader: () => redirect('/dashboard/statistics') },
          { path: 'statistics', id: 'statistics', handle: handle('statistics'), lazy: section },
          {
            path: 'advertising',
            id: 'advertising',
            handle: handle('advertising', { requireSubscription: true }),
            lazy: section,
          },
        ],
      },
      { path: 'orders', id: 'orders', handle: handle('orders'), lazy: section },
      {
        path: 'products',
        id: 'products',
        handle: handle('products'),
        children: [
          { index: true, loader: () => redirect('/products/list') },
          { path: 'list', id: 'list', handle: handle('productsList', { crumb: false }), lazy: section },
          { path: 'panel', id: 'panel', handle: handle('productsPanel'), lazy: section },
          { path: 'edit/:id', id: 'product-edit', handle: handle('productEdit'), lazy: section },
          {
            path: 'create',
            handle: handle('productCreate'),
            children: [
              { index: true, id: 'product-create', handle: handle('productCreate', { crumb: false }), lazy: section },
              { path: 'categories', id: 'product-create-categories', handle: handle('categories'), lazy: section },
            ],
          },
          { path: 'created', id: 'created', handle: handle('productCreated'), lazy: section },
          {
            path: 'import',
            id: 'product-import',
            handle: handle('productImport', { requireSubscription: true }),
            lazy: section,
          },
          {
            path: 'imports',
            id: 'product-imports',
            handle: handle('productImports', { requireSubscription: true }),
            lazy: section,
          },
          { path: 'shelvings', id: 'shelvings', handle: handle('shelvings'), lazy: section },
          { path: 'attributes', id: 'attributes', handle: handle('attributes'), lazy: section },
          { path: 'attribute-groups', id: 'attribute-groups', handle: handle('attributeGroups'), lazy: section },
        ],
      },
      { path: 'reviews', id: 'reviews', handle: handle('reviews'), lazy: section },
      {
        path: 'deliveries',
        handle: handle('deliveries'),
        children: [
          { index: true, id: 'deliveries-panel', handle: handle('deliveries', { crumb: false }), lazy: section },
          { path: 'sender', id: 'deliveries-sender', handle: handle('deliveriesSender'), lazy: section },
          { path: 'apis', id: 'deliveries-apis', handle: handle('deliveriesApis'), lazy: section },
          { path: 'saved', id: 'deliveries-saved', handle: handle('deliveriesSaved'), lazy: section },
        ],
      },
      {
        path: 'payment-methods',
        handle: handle('paymentMethods', { crumb: false }),
        children: [
          { index: true, loader: () => redirect('/payment-methods/methods') },
          {
            path: 'methods',
            handle: handle('paymentMethods'),
            children: [
              {
                index: true,
                id: 'payment-methods-methods',
                handle: handle('paymentMethods', { crumb: false }),
                lazy: section,
              },
              {
                path: 'details/:id',
                id: 'payment-methods-details',
                handle: handle('paymentMethodDetails'),
                lazy: section,
              },
            ],
          },
          { path: 'saved', id: 'payment-methods-saved', handle: handle('paymentMethodsSaved'), lazy: section },
        ],
      },
      {
        path: 'payments',
        id: 'payments',
        handle: handle('payments'),
        children: [
          { index: true, loader: () => redirect('/payments/balances/main-balance') },
          {
            path: 'balances',
            handle: handle('balances'),
            children: [
              { index: true, loader: () => redirect('/payments/balances/main-balance') },
              { path: 'main-balance', id: 'main-balance', handle: handle('mainBalance'), lazy: section },
              { path: 'balance-services', id: 'balance-services', handle: handle('balanceServices'), lazy: section },
            ],
          },
          { path: 'payouts', id: 'payouts', handle: handle('payouts'), lazy: section },
        ],
      },
      {
        path: 'chats',
        id: 'chats',
        handle: handle('chats'),
        lazy: section,
        children: [{ path: ':chatId', id: 'chat', handle: handle('chat'), lazy: section }],
      },
      {
        path: 'articles-information',
        id: 'articles-information',
        handle: handle('articlesInformation'),
        lazy: section,
      },
      {
        path: 'integrations',
        handle: handle('integrations', { requireSubscription: true }),
        children: [
          {
            index: true,
            id: 'integrations-list',
            handle: handle('integrations', { crumb: false, requireSubscription: true }),
            lazy: section,
          },
          {
            path: 'create',
            id: 'integrations-create',
            handle: handle('integrationCreate', { requireSubscription: true }),
            lazy: section,
          },
          {
            path: 'edit/:id',
            id: 'integrations-edit',
            handle: handle('integrationEdit', { requireSubscription: true }),
            lazy: section,
          },
        ],
      },
      {
        path: 'stores',
        handle: handle('stores'),
        children: [
          { index: true, id: 'stores-list', handle: handle('stores', { crumb: false }), lazy: section },
          { path: 'create', id: 'stores-create', handle: handle('storeCreate'), lazy: section },
          { path: 'edit/:id', id: 'stores-edit', handle: handle('storeEdit'), lazy: section },
        ],
      },
      { path: 'notifications', id: 'notifications', handle: handle('notifications'), lazy: section },
      {
        path: 'settings',
        id: 'settings',
        handle: handle('settings'),
        children: [
          { index: true, loader: () => redirect('/settings/preferences') },
          { path: 'preferences', id: 'preferences', handle: handle('preferences'), lazy: section },
          { path: 'customizing', id: 'customizing', handle: handle('customizing'), lazy: section },
        ],
      },
    ],
  },
  { path: '*', loader: () => redirect('/404') },
];

export const router = createBrowserRouter(routes);
