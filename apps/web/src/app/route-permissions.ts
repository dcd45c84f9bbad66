import { matchRoutes, type RouteObject } from 'react-router';
import type { Permission } from '@supplier/contracts/permissions';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { canDo, roleOf } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import type { RouteHandle } from './route-handle';

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/** Whether the role holds the route's own permission (or it names none). */
const opens = (role: TeamRole, route: RouteObject) => {
  const permission = handleOf(route)?.permission;
  return permission === undefined || canDo(role, permission);
};

/** The permissions of every route an address matches, as the router matches it. */
const matchedPermissions = (routes: RouteObject[], pathname: string): Permission[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => handleOf(route)?.permission ?? []);

const pagesByTable = new WeakMap<RouteObject[], Map<string, Permission[]>>();

/**
 * Each page address the table writes out in full (no parameter), with the permissions of the
 * routes along it: one walk of the table. The side menu asks about some thirty such addresses on
 * its first render, and the router's matching of each (flattening, ranking and compiling the whole
 * table again) cost the first visit 10–17 ms (issue 36). A literal address outranks any route with
 * a parameter, so the answer is the router's.
 */
function literalPages(routes: RouteObject[]): Map<string, Permission[]> {
  let pages = pagesByTable.get(routes);
  if (pages) return pages;
  pages = new Map();
  const walk = (level: RouteObject[], prefix: string, above: Permission[]) => {
    for (const route of level) {
      const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
      const own = handleOf(route)?.permission;
      const permissions = own === undefined ? above : [...above, own];
      if (route.children) walk(route.children, path, permissions);
      else if (!/[:*?]/.test(path) && !pages.has(path)) pages.set(path, permissions);
    }
  };
  walk(routes, '', []);
  pagesByTable.set(routes, pages);
  return pages;
}

/** The permissions a panel address needs (ADR 0041): those of every route it matches. */
export function permissionsAt(routes: RouteObject[], pathname: string): Permission[] {
  return literalPages(routes).get(pathname) ?? matchedPermissions(routes, pathname);
}

/** Whether a member of `role` may open the panel address. */
export const canOpen = (routes: RouteObject[], role: TeamRole, pathname: string): boolean =>
  permissionsAt(routes, pathname).every((permission) => canDo(role, permission));

/** The first page of the panel, in the routes' order, that the role may open. */
export function firstOpenPage(routes: RouteObject[], role: TeamRole, prefix = ''): string | null {
  for (const route of routes) {
    if (route.index || route.path === undefined || route.path.includes(':') || route.path === '404') continue;
    const path = `${prefix}/${route.path}`;
    if (!opens(role, route)) continue;
    // a section whose own address is a page (not a redirect) starts there
    const page = route.children?.find((child) => child.index && child.lazy);
    if (!route.children || (page && opens(role, page))) return path;
    const child = firstOpenPage(route.children, role, path);
    if (child) return child;
  }
  return null;
}

/**
 * Where a home address sends the signed-in person: on to `to`, or, when their role may not open
 * it, to their first page. A member lands in their own sections, the owner where they always did.
 */
export function homeTarget(routes: RouteObject[], to: string): string {
  const role = roleOf(useSession.getState().user);
  return canOpen(routes, role, to) ? to : (firstOpenPage(routes, role) ?? '/notifications');
}
