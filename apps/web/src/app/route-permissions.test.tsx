import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { SidebarProvider } from '@/components/ui/sidebar';
import { useSession } from '@/lib/session';
import { renderWithProviders, stubApi } from '@/test/render';
import { storedUser } from '@/test/stored-user';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { panelHome } from './home-redirect';
import { panelRoutes } from './panel-routes';
import { canOpen, firstOpenPage, permissionsAt } from './route-permissions';
import { MENU } from './shell/menu-items';
import { menuFor } from './shell/role-menu';
import { NoAccess } from './shell/no-access';
import { useMissingPermission } from './shell/role-gate';
import { SideMenu } from './shell/side-menu';

const signInAs = (role?: TeamRole) =>
  useSession.getState().setUser({ ...storedUser, data: { ...storedUser.data, ...(role ? { role } : {}) } });

const links = (role: TeamRole) => menuFor(role).flatMap((entry) => (entry.children ?? [entry]).map((link) => link.to));

describe('the panel a role opens, derived from the routes’ permissions (ADR 0041)', () => {
  afterEach(() => useSession.getState().clear());

  it('gives every page address of the table the permissions the router’s match gives it', () => {
    const pages: string[] = [];
    const walk = (routes: RouteObject[], prefix: string) =>
      routes.forEach((route) => {
        const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
        if (route.children) walk(route.children, path);
        else pages.push(path.replace(/:\w+/g, '15'));
      });
    walk(panelRoutes, '');
    expect(pages).toEqual(expect.arrayContaining(['/products/list', '/orders', '/orders/15', '/orders/print']));
    for (const path of [...pages, '/PRODUCTS/list', '/orders/', '/settings']) {
      const matched = (matchRoutes(panelRoutes, path) ?? []).flatMap(
        ({ route }) => (route.handle as { permission?: string } | undefined)?.permission ?? [],
      );
      expect(permissionsAt(panelRoutes, path), path).toEqual(matched);
    }
  });

  it('keeps the owner’s whole menu, entry for entry', () => {
    expect(menuFor('owner')).toEqual(MENU);
    menuFor('owner').forEach((entry, index) => expect(entry).toBe(MENU[index]));
  });

  it('shows a warehouse member orders, shelvings, notifications and their own settings only', () => {
    const warehouse = links('warehouse');
    expect(warehouse).toEqual(expect.arrayContaining(['/orders', '/products/shelvings', '/notifications']));
    for (const closed of [
      '/dashboard',
      '/products/list',
      '/payments/balances/main-balance',
      '/payments/payouts',
      '/integrations',
      '/deliveries',
      '/stores',
    ]) {
      expect(warehouse).not.toContain(closed);
    }
    expect(canOpen(panelRoutes, 'warehouse', '/orders/15')).toBe(true);
    expect(canOpen(panelRoutes, 'warehouse', '/payments/balances/main-balance')).toBe(false);
  });

  it('gives each role the sections of the issue’s matrix', () => {
    expect(links('catalogue')).toEqual(
      expect.arrayContaining(['/products/list', '/products/attributes', '/stores', '/articles-information']),
    );
    expect(links('catalogue')).not.toContain('/orders');
    expect(links('accountant')).toEqual(
      expect.arrayContaining(['/dashboard', '/payments/balances/main-balance', '/orders']),
    );
    expect(links('accountant')).not.toContain('/chats');
    expect(links('support')).toEqual(expect.arrayContaining(['/reviews', '/chats']));
    expect(links('support')).not.toContain('/orders');
    expect(links('manager')).toEqual(expect.arrayContaining(['/dashboard', '/orders', '/reviews', '/chats']));
    expect(links('manager')).not.toContain('/payments/payouts');
  });

  it('starts each member on their first section, the owner on the dashboard as before', async () => {
    expect(firstOpenPage(panelRoutes, 'owner')).toBe('/dashboard/statistics');
    expect(firstOpenPage(panelRoutes, 'warehouse')).toBe('/orders');
    expect(firstOpenPage(panelRoutes, 'catalogue')).toBe('/products/list');
    expect(firstOpenPage(panelRoutes, 'support')).toBe('/reviews');

    // the panel's own address and the dashboard's send a member on to their first section
    const home = panelHome;
    const dashboard = panelRoutes.find((route) => route.path === 'dashboard')!.children!.find((route) => route.index)!;
    const target = async (route: RouteObject) =>
      (await (route.loader as () => Promise<Response>)()).headers.get('Location');
    signInAs('warehouse');
    expect(await target(home)).toBe('/orders');
    expect(await target(dashboard)).toBe('/orders');
    signInAs();
    expect(await target(home)).toBe('/dashboard');
    expect(await target(dashboard)).toBe('/dashboard/statistics');
  });

  it('shows a member at a closed address what is closed and the sections they can open', async () => {
    signInAs('warehouse');
    function Gate() {
      const missing = useMissingPermission();
      return missing ? <NoAccess permission={missing} /> : <p>balances</p>;
    }
    const router = createMemoryRouter(
      [{ path: '/payments', handle: { title: 'payments', permission: 'money:read' }, element: <Gate /> }],
      { initialEntries: ['/payments'] },
    );
    render(<RouterProvider router={router} />);
    const page = await screen.findByTestId('no-access');
    expect(page).toHaveTextContent('Ваша роль «Склад» не відкриває розділ «Баланси й виплати (перегляд)».');
    expect(screen.queryByText('balances')).toBeNull();
    const sections = within(page).getByRole('navigation', { name: 'Ваші розділи' });
    expect(within(sections).getByRole('link', { name: 'Замовлення' })).toHaveAttribute('href', '/orders');
    expect(within(page).getByRole('link', { name: 'До моїх розділів' })).toHaveAttribute('href', '/');
  });

  it('renders the side menu narrowed and asks for no count the role may not read', async () => {
    signInAs('catalogue');
    const api = stubApi(() => ({ data: {} }));
    renderWithProviders(
      <SidebarProvider defaultExpanded>
        <SideMenu />
      </SidebarProvider>,
    );
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryByRole('link', { name: /Замовлення/ })).toBeNull();
    expect(within(menu).queryByRole('link', { name: /Чати/ })).toBeNull();
    const called = api.mock.calls.map(([input]) => String(input));
    expect(called.filter((url) => /orders\/counts|returns\/counts|reviews\/counts|chats\/unread/.test(url))).toEqual(
      [],
    );
  });
});
