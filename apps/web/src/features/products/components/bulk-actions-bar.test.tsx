import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { BulkActionsBar } from './bulk-actions-bar';

function renderBar(answer: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answer);
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <BulkActionsBar ids={[4, 5]} shelvings={[{ id: 9, label: 'A-1' }]} onDone={onDone} />,
  );
  return { ...rendered, api, onDone };
}

describe('BulkActionsBar', () => {
  it('changes the price of the selected products by a percentage typed with a comma', async () => {
    const { user, api, onDone } = renderBar(() => ({ message: 'Ціни змінено.' }));
    await user.click(screen.getByTestId('bulk-change_price'));
    const dialog = await screen.findByTestId('bulk-price-dialog');
    expect(within(dialog).getByTestId('bulk-price-apply')).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Відсоток, %'), '12,5');
    await user.click(within(dialog).getByTestId('bulk-price-apply'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(api.mock.calls[0]![1]?.body))).toEqual({
      action: 'change_price',
      ids: [4, 5],
      price_change: { mode: 'percent', value: 12.5 },
    });
  });

  it('shows the API’s refusal under the value and stays open', async () => {
    const { user, onDone } = renderBar(() =>
      jsonResponse({ message: 'Помилка', errors: { 'price_change.value': ['Ціна не може стати від’ємною.'] } }, 422),
    );
    await user.click(screen.getByTestId('bulk-change_price'));
    const dialog = await screen.findByTestId('bulk-price-dialog');
    await user.type(within(dialog).getByTestId('bulk-price-value'), '-200');
    await user.click(within(dialog).getByTestId('bulk-price-apply'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ціна не може стати від’ємною.');
    expect(within(dialog).getByTestId('bulk-price-value')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('moves the selected products to a shelving', async () => {
    const { user, api, onDone } = renderBar(() => ({ message: 'Товари переміщено.' }));
    await user.click(screen.getByTestId('bulk-move_to_shelving'));
    const dialog = await screen.findByTestId('bulk-shelving-dialog');
    await user.selectOptions(within(dialog).getByTestId('bulk-shelving'), 'A-1');
    await user.click(within(dialog).getByTestId('bulk-shelving-apply'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(api.mock.calls[0]![1]?.body))).toEqual({
      action: 'move_to_shelving',
      ids: [4, 5],
      shelving_id: 9,
    });
  });
});
