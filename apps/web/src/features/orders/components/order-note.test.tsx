import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderDetail } from '@supplier/contracts/orders';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { OrderNote } from './order-note';

const order = { id: 12, note: 'Дзвонити після 18:00' } as unknown as OrderDetail;

describe('OrderNote', () => {
  it('saves the changed note only, and says so', async () => {
    const api = stubApi(() => ({ message: '', data: { ...order, note: 'Дзвонити зранку' } }));
    const { user } = renderWithProviders(<OrderNote order={order} />);
    const note = screen.getByLabelText('Внутрішня примітка');
    expect(note).toHaveValue('Дзвонити після 18:00');
    expect(screen.getByTestId('order-note-save')).toBeDisabled();
    await user.clear(note);
    await user.type(note, 'Дзвонити зранку ');
    await user.click(screen.getByTestId('order-note-save'));
    expect(await screen.findByText('Примітку збережено.')).toBeInTheDocument();
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toMatch(/\/orders\/12\/note$/);
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'Дзвонити зранку' });
  });

  it('shows a refusal of the API under the note', async () => {
    stubApi(() => jsonResponse({ message: 'Замовлення не знайдено.' }, 404));
    const { user } = renderWithProviders(<OrderNote order={order} />);
    await user.type(screen.getByLabelText('Внутрішня примітка'), '!');
    await user.click(screen.getByTestId('order-note-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Замовлення не знайдено.');
    expect(screen.getByLabelText('Внутрішня примітка')).toHaveAttribute('aria-invalid', 'true');
  });
});
