import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { markFreshSignIn } from '@/lib/session';
import { renderWithProviders, stubApi } from '@/test/render';
import { SupplierSwitcher } from './supplier-switcher';

const me = { member_id: 4, name: 'Петро', telephone: '+380671112233', role: 'warehouse' };
const shops = [
  { supplier_id: 1, supplier_name: 'Зелена полиця', role: 'warehouse', holder: false, current: true },
  { supplier_id: 2, supplier_name: 'Дім і сад', role: 'manager', holder: false, current: false },
];
const switched = {
  data: {
    id: 2,
    avatar: null,
    background: null,
    firstname: 'Петро',
    lastname: 'Склад',
    name: 'Дім і сад',
    email: null,
    telephone: '+380671112233',
    created_at: '2026-11-01T10:00:00Z',
    telegram_id: null,
    supplier_manager_contact: null,
    supplier_np_api_key: null,
    is_confirm_telephone: true,
  },
  token: 'new-token',
};

function renderSwitcher(memberships = shops) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubApi((call) => {
    if (call.method === 'GET') return { data: memberships, me };
    calls.push(call);
    return switched;
  });
  const onSwitched = vi.fn();
  return { ...renderWithProviders(<SupplierSwitcher onSwitched={onSwitched} />), calls, onSwitched };
}

describe('SupplierSwitcher', () => {
  it('shows nothing to a person in one team', async () => {
    const { queryClient } = renderSwitcher([shops[0]!]);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('supplier-switcher')).toBeNull();
  });

  it('switches to another supplier from the list, the current one marked', async () => {
    const { user, calls, onSwitched } = renderSwitcher();
    await user.click(await screen.findByRole('button', { name: 'Магазин: Зелена полиця' }));
    const options = await screen.findAllByTestId('supplier-option');
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    expect(within(options[1]!).getByText('Роль: Менеджер')).toBeVisible();
    await user.click(options[1]!);
    await vi.waitFor(() => expect(onSwitched).toHaveBeenCalledWith(switched));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/team\/memberships\/switch$/),
        body: { supplier_id: 2 },
      }),
    ]);
  });

  it('asks once where to work right after a sign-in; the current choice just closes it', async () => {
    markFreshSignIn();
    const { user, calls } = renderSwitcher();
    const chooser = await screen.findByTestId('supplier-chooser');
    await user.click(within(chooser).getByRole('button', { name: 'Увійти в Зелена полиця' }));
    expect(screen.queryByTestId('supplier-chooser')).toBeNull();
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem('freshSignIn')).toBeNull();
  });
});
