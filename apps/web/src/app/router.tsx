import { createBrowserRouter, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { useSession } from '@/lib/session';
import { panelHome } from './home-redirect';
import { handle, redirectTo, withTexts } from './route-handle';

/** The signed-in panel's layout route; its pages join it with the first panel address (`discoverPanel`). */
const PANEL_ROUTE_ID = 'panel-layout';

function requireUser() {
  if (!useSession.getState().user) throw redirect('/auth');
  return null;
}

/** A signed-in supplier opening any auth path goes to the dashboard (SPEC section 2). */
function requireGuest() {
  if (useSession.getState().user) throw redirect('/dashboard');
  return null;
}

/** The first screen while the matched route's code loads: the page stays blank, as before the app starts. */
const BootFallback = () => null;

/**
 * The signed-in panel's first screen while the shell's and the page's code load: a busy page
 * frame at once instead of a blank one (plain classes: the entry carries no UI components).
 */
const AdminBootSkeleton = () => (
  <div aria-busy="true" className="mx-auto flex w-full max-w-7xl flex-col gap-3 p-4 pt-20 sm:p-6 sm:pt-22">
    <div className="h-8 w-1/3 animate-pulse rounded-md bg-muted" />
    <div className="h-96 w-full animate-pulse rounded-xl bg-muted" />
  </div>
);

export const routes: RouteObject[] = [
  {
    path: '/auth',
    loader: requireGuest,
    HydrateFallback: BootFallback,
    lazy: withTexts(() => import('./layouts/auth-layout'), 'identity'),
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
    // an invitation's link opens signed in or not: a signed-in person joins with one press
    path: '/team',
    HydrateFallback: BootFallback,
    lazy: withTexts(() => import('./layouts/auth-layout'), 'identity', 'team'),
    children: [
      { index: true, ...redirectTo('/settings/team') },
      {
        path: 'join',
        id: 'team-join',
        handle: handle('invitation'),
        lazy: () => import('./routes/team/join'),
      },
    ],
  },
  {
    path: '/',
    id: PANEL_ROUTE_ID,
    loader: requireUser,
    HydrateFallback: AdminBootSkeleton,
    lazy: withTexts(() => import('./layouts/admin-layout'), 'shell'),
    children: [panelHome],
  },
  { path: '*', ...redirectTo('/404') },
];

let panelDiscovered = false;

/**
 * React Router's lazy route discovery: an address outside /auth and /team, which matches only the
 * `*` route until then, loads the panel's route table and puts its pages under the layout route.
 * The table (its ~80 lazy pages and their chunks' names) thus stays out of the entry, which the
 * sign-in page loads too (issue 36). Later navigations find the pages in place.
 */
const discoverPanel: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  if (panelDiscovered) return;
  const { panelRoutes } = await import('./panel-routes');
  // an interrupted navigation patches nothing; the next one does
  if (panelDiscovered || signal.aborted) return;
  patch(PANEL_ROUTE_ID, panelRoutes);
  panelDiscovered = true;
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverPanel });
