import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { useSession } from '@/lib/session';
import { renderWithProviders, stubApi } from '@/test/render';
import { storedUser } from '@/test/stored-user';
import { PayoutsPage } from './payouts-page';

const account = {
  iban: 'UA213223130000026007233566001',
  holder_name: 'ФОП Іваненко',
  tax_id: '1234567890',
  updated_at: '2026-11-20T10:00:00Z',
};

function renderAs(role: TeamRole) {
  useSession.getState().setUser({ ...storedUser, data: { ...storedUser.data, role } as typeof storedUser.data });
  stubApi(({ url }) =>
    url.includes('/payout-account')
      ? { data: account }
      : { data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 }, held: 0 },
  );
  renderWithProviders(<PayoutsPage title="Виплати" available={1000} topUpPath="/payments/balances/main-balance" />);
}

describe('payouts follow the member’s role (ADR 0041)', () => {
  afterEach(() => useSession.getState().clear());

  it('shows the accountant the payout account and history without a payout request or an edit', async () => {
    renderAs('accountant');
    expect(await screen.findByTestId('payout-account-iban')).toBeInTheDocument();
    expect(screen.queryByTestId('payout-account-edit')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Замовити виплату/ })).not.toBeInTheDocument();
  });

  it('lets the owner change the account and ask for a payout as before', async () => {
    renderAs('owner');
    expect(await screen.findByTestId('payout-account-edit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Замовити виплату/ })).toBeInTheDocument();
  });
});
