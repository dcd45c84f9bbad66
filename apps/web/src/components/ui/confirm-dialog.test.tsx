import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm(onConfirm: () => Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Видалити шаблон?"
      description="Цю дію не можна скасувати."
      confirmLabel="Видалити"
      onConfirm={onConfirm}
    />,
  );
  return { onOpenChange };
}

describe('ConfirmDialog', () => {
  it('asks, runs the action and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { onOpenChange } = renderConfirm(onConfirm);
    expect(screen.getByRole('dialog', { name: 'Видалити шаблон?' })).toHaveAccessibleDescription(
      'Цю дію не можна скасувати.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the API’s refusal inside and stays open', async () => {
    const { onOpenChange } = renderConfirm(() =>
      Promise.reject(new ApiError(409, { message: 'Шаблон використовується.' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('Шаблон використовується.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel without acting', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { onOpenChange } = renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
