import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { withMoneyConfirmation } from '@/lib/money-confirmation';
import { callEndpoint } from '@/lib/endpoint-client';
import { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { MoneyConfirmationDialog } from './money-confirmation-dialog';

const payout = { id: 5, amount: 1000, status: 'pending', created_at: '2026-11-28T10:00:00Z' };

/** A member's payout: refused without the code, a wrong code refused, the right one goes through. */
function stubPayout() {
  const fetchMock = stubApi(({ method, url }) => {
    if (url.endsWith('/team/money-confirmation'))
      return { message: 'Код надіслано на +380 67 111 22 33.', resend_after: 60 };
    if (method === 'POST' && url.includes('payout')) {
      const init = fetchMock.mock.calls.at(-1)![1] as RequestInit;
      const code = new Headers(init.headers).get('x-confirmation-code');
      if (!code)
        return jsonResponse({ message: 'Підтвердьте кодом із SMS.', code: 'money_confirmation_required' }, 403);
      if (code !== '123456')
        return jsonResponse({ message: 'Невірний код.', errors: { code: ['Невірний код.'] } }, 422);
      return { message: 'Заявку на виплату створено.', data: payout };
    }
    return undefined;
  });
  return fetchMock;
}

const requestPayout = () =>
  withMoneyConfirmation((headers) =>
    callEndpoint(moneyPayoutsEndpoints.requestPayout, {
      body: { amount: 1000 },
      headers: { 'Idempotency-Key': 'k-1', ...headers },
      toastOnError: false,
    }),
  );

describe('MoneyConfirmationDialog', () => {
  it('asks a member for the texted code, keeps a wrong one out and sends the call again with the right one', async () => {
    stubPayout();
    const { user } = renderWithProviders(<MoneyConfirmationDialog />);
    const answer = requestPayout();
    const dialog = await screen.findByTestId('money-confirmation-dialog');
    expect(dialog).toHaveTextContent('Код надіслано на +380 67 111 22 33.');
    await user.click(screen.getByRole('textbox', { name: 'Цифра 1 з 6' }));
    await user.keyboard('654321');
    await user.click(screen.getByTestId('money-confirmation-submit'));
    expect(await screen.findByText('Невірний код.')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Цифра 1 з 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByTestId('money-confirmation-submit'));
    await expect(answer).resolves.toMatchObject({ message: 'Заявку на виплату створено.' });
    expect(screen.queryByTestId('money-confirmation-dialog')).toBeNull();
  });

  it('gives the first refusal back when the member closes the dialog', async () => {
    stubPayout();
    const { user } = renderWithProviders(<MoneyConfirmationDialog />);
    const refused = expect(requestPayout()).rejects.toMatchObject({ status: 403 });
    await screen.findByTestId('money-confirmation-dialog');
    await user.keyboard('{Escape}');
    await refused;
  });
});
