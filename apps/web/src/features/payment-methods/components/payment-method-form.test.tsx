import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { PaymentMethodDetails } from './payment-method-form';

const cod = {
  id: 'cod',
  name: 'Накладений платіж',
  description: '',
  enabled: false,
  configured: false,
  updated_at: null,
  settings: null,
};

function renderCod() {
  const updates: unknown[] = [];
  stubApi(({ method, body }) => {
    if (method === 'GET') return { data: cod };
    updates.push(body);
    return { message: 'Метод оплати збережено.', data: { ...cod, enabled: true, configured: true } };
  });
  return { ...renderWithProviders(<PaymentMethodDetails id="cod" enableOnSave={false} />), updates };
}

describe('PaymentMethodDetails', () => {
  it('refuses a prepayment that is not an amount and saves nothing', async () => {
    const { user, updates } = renderCod();
    const prepayment = await screen.findByLabelText("Передоплата, грн (необов'язково)");
    await user.type(prepayment, 'сто');
    await user.click(screen.getByRole('button', { name: 'Зберегти й увімкнути' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Невірне значення.');
    expect(prepayment).toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);
  });

  it('sends the settings with the switch: a first setup starts on, and off is sent as off', async () => {
    const { user, updates } = renderCod();
    const enabled = await screen.findByRole('switch', { name: 'Метод увімкнено' });
    expect(enabled).toBeChecked();
    await user.type(screen.getByLabelText("Передоплата, грн (необов'язково)"), '150,50');
    await user.click(enabled);
    expect(screen.getByRole('button', { name: 'Зберегти' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Метод оплати збережено.')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ enabled: false, settings: { prepayment: 150.5 } });
  });
});
