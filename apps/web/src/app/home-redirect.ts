import { redirect, type RouteObject } from 'react-router';

/**
 * A route that only sends on (`homeTarget`): the role check and the panel's route table load with
 * the first redirect, not with the sign-in page's first load.
 */
export const homeRedirect = (to: string) => ({
  loader: async () => {
    const [{ homeTarget }, { panelRoutes }] = await Promise.all([
      import('./route-permissions'),
      import('./panel-routes'),
    ]);
    return redirect(homeTarget(panelRoutes, to));
  },
  Component: () => null,
});

/** The panel's own address `/`: on to the dashboard, or to a member's first section. */
export const panelHome: RouteObject = { index: true, ...homeRedirect('/dashboard') };
