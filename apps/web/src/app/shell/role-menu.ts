import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { useRole } from '@/lib/permissions';
import { panelRoutes } from '../panel-routes';
import { canOpen } from '../route-permissions';
import { MENU, type MenuEntry } from './menu-items';

/**
 * The side menu a member's role opens (ADR 0041): an entry is shown when the role may open the
 * route it links to (the routes' `permission`), a group when any of its links is. The owner's
 * menu is the whole of SPEC section 2's.
 */
export function menuFor(role: TeamRole, menu: MenuEntry[] = MENU, routes: RouteObject[] = panelRoutes): MenuEntry[] {
  return menu.flatMap((entry) => {
    if (!entry.children) return entry.to === undefined || canOpen(routes, role, entry.to) ? [entry] : [];
    const children = entry.children.filter((child) => canOpen(routes, role, child.to));
    if (children.length === entry.children.length) return [entry];
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function useMenu(): MenuEntry[] {
  const role = useRole();
  return useMemo(() => menuFor(role), [role]);
}
