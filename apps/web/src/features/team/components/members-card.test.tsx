import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { MembersCard } from './members-card';

const holder = {
  id: null,
  name: 'Олена Власниця',
  telephone: '+380501234567',
  email: null,
  role: 'owner',
  status: 'active',
  me: true,
  created_at: '2026-11-01T10:00:00Z',
  last_sign_in_at: '2026-11-28T09:00:00Z',
  last_device: {
    user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0',
    ip: '10.0.0.1',
    last_used_at: '2026-11-28T09:00:00Z',
  },
  active_sessions: 1,
};
const picker = {
  ...holder,
  id: 7,
  name: 'Петро Склад',
  telephone: '+380671112233',
  role: 'warehouse',
  me: false,
  last_sign_in_at: null,
  last_device: null,
  active_sessions: 0,
};
const coOwner = { ...picker, id: 8, name: 'Ірина Співвласниця', role: 'owner', active_sessions: 2 };

type Call = { method: string; url: string; body: unknown };

function renderCard(answer: (call: Call) => unknown = () => undefined) {
  const calls: Call[] = [];
  stubApi((call) => {
    if (call.method === 'GET' && call.url.endsWith('/team/members')) return { data: [holder, picker, coOwner] };
    if (call.method === 'GET' && call.url.endsWith('/team/members/8/sessions'))
      return {
        data: [
          {
            id: 31,
            user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
            ip: '10.0.0.9',
            created_at: '2026-11-28T08:00:00Z',
            last_used_at: '2026-11-28T08:30:00Z',
            expires_at: '2026-12-28T08:00:00Z',
            current: false,
          },
        ],
      };
    calls.push(call);
    return answer(call);
  });
  return { ...renderWithProviders(<MembersCard />), calls };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('MembersCard', () => {
  it('lists each member with role and last sign-in; the account holder has no actions', async () => {
    renderCard();
    const holderRow = await rowOf('Олена Власниця');
    expect(within(holderRow).getByText('Власник')).toBeVisible();
    expect(within(holderRow).getByText('Ви')).toBeVisible();
    expect(within(holderRow).getByText('Chrome · Windows')).toBeVisible();
    expect(within(holderRow).queryByTestId('member-actions')).toBeNull();
    const pickerRow = await rowOf('Петро Склад');
    expect(within(pickerRow).getByText('Склад')).toBeVisible();
    expect(within(pickerRow).getByText('Ще не входив')).toBeVisible();
    expect(within(pickerRow).getByRole('button', { name: 'Дії з учасником Петро Склад' })).toBeVisible();
  });

  it('shows the server’s refusal to deactivate the last owner inside the dialog and keeps it open', async () => {
    const { user, calls } = renderCard(() => jsonResponse({ message: 'Не можна вимкнути останнього власника.' }, 409));
    await user.click(within(await rowOf('Ірина Співвласниця')).getByTestId('member-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Вимкнути' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Вимкнути Ірина Співвласниця?')).toBeVisible();
    await user.click(within(dialog).getByTestId('confirm-action'));
    expect(await within(dialog).findByTestId('confirm-error')).toHaveTextContent(
      'Не можна вимкнути останнього власника.',
    );
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: expect.stringMatching(/\/team\/members\/8\/deactivate$/) }),
    ]);
    expect(screen.getByTestId('confirm-dialog')).toBeVisible();
  });

  it('changes a role with the new role’s access shown before saving', async () => {
    const { user, calls } = renderCard(() => ({ data: { ...picker, role: 'manager' }, message: 'Роль змінено.' }));
    await user.click(within(await rowOf('Петро Склад')).getByTestId('member-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Змінити роль' }));
    const dialog = await screen.findByTestId('role-dialog');
    expect(within(dialog).getByTestId('role-select')).toHaveValue('warehouse');
    expect(within(dialog).getByText('Збирання замовлень і ТТН')).toBeVisible();
    expect(within(dialog).queryByText('Обробка замовлень')).toBeNull();
    await user.selectOptions(within(dialog).getByTestId('role-select'), 'manager');
    expect(within(dialog).getByText('Обробка замовлень')).toBeVisible();
    await user.click(within(dialog).getByTestId('role-submit'));
    expect(await screen.findByText('Роль змінено.')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: expect.stringMatching(/\/team\/members\/7\/role$/),
        body: { role: 'manager' },
      }),
    ]);
  });

  it('offers a signed-in member’s sessions and ends them all', async () => {
    const { user, calls } = renderCard(() => ({ message: 'Усі сеанси учасника завершено.' }));
    await user.click(within(await rowOf('Петро Склад')).getByTestId('member-actions'));
    expect(screen.queryByRole('menuitem', { name: 'Сеанси' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('Ірина Співвласниця')).getByTestId('member-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Сеанси' }));
    const dialog = await screen.findByTestId('member-sessions-dialog');
    expect(await within(dialog).findByText('Safari · iOS')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Завершити всі' }));
    expect(await screen.findByText('Усі сеанси учасника завершено.')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: expect.stringMatching(/\/team\/members\/8\/sessions$/) }),
    ]);
  });
});
