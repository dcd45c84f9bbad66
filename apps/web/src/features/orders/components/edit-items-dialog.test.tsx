import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderDetail } from '@supplier/contracts/orders';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { EditItemsDialog } from './edit-items-dialog';

const order = {
  id: 12,
  number: '1042',
  version: 3,
  items: [
    { product_id: 7, name: 'Чайник', sku: 'KT-1', quantity: 2 },
    { product_id: 8, name: 'Праска', sku: 'IR-2', quantity: 1 },
  ],
} as unknown as OrderDetail;

function renderDialog(answer: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answer);
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <EditItemsDialog order={order} findProducts={() => Promise.resolve([])} open onOpenChange={onOpenChange} />,
  );
  return { ...rendered, api, onOpenChange };
}

describe('EditItemsDialog', () => {
  it('refuses a quantity out of range under its line and sends nothing', async () => {
    const { user, api } = renderDialog(() => ({}));
    const kettle = screen.getByLabelText('Чайник');
    await user.clear(kettle);
    await user.type(kettle, '0');
    await user.click(screen.getByTestId('edit-items-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Кількість — ціле число від 1 до 1000.');
    expect(kettle).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
    await user.type(kettle, '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the lines left with their quantities and the order’s version', async () => {
    const { user, api, onOpenChange } = renderDialog(() => ({ message: 'Товари замовлення змінено.', data: {} }));
    await user.click(screen.getByRole('button', { name: 'Прибрати «Праска»' }));
    await user.clear(screen.getByLabelText('Чайник'));
    await user.type(screen.getByLabelText('Чайник'), '3');
    await user.click(screen.getByTestId('edit-items-save'));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toMatch(/\/orders\/12\/items$/);
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, items: [{ product_id: 7, quantity: 3 }] });
  });

  it('shows the API’s refusal inside the dialog', async () => {
    const { user, onOpenChange } = renderDialog(() =>
      jsonResponse({ message: 'Замовлення вже змінили. Оновіть сторінку.' }, 409),
    );
    await user.click(screen.getByTestId('edit-items-save'));
    expect(await screen.findByTestId('edit-items-error')).toHaveTextContent(
      'Замовлення вже змінили. Оновіть сторінку.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
