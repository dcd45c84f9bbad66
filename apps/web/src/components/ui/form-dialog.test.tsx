import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { FormDialog } from './form-dialog';

function renderDialog({ busy = false } = {}) {
  const onSubmit = vi.fn((event: { preventDefault(): void }) => {
    event.preventDefault();
    return Promise.resolve();
  });
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Нова група"
      description="Групи збирають характеристики"
      onSubmit={onSubmit}
      submitLabel="Зберегти"
      busy={busy}
      testId="group-dialog"
      submitTestId="group-save"
    >
      <input aria-label="Назва" />
    </FormDialog>,
  );
  return { ...rendered, onSubmit, onOpenChange };
}

describe('FormDialog', () => {
  it('shows the title, description and fields, and submits the form', async () => {
    const { user, onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Нова група' });
    expect(dialog).toHaveAccessibleDescription('Групи збирають характеристики');
    expect(screen.getByLabelText('Назва')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel in Ukrainian without submitting', async () => {
    const { user, onSubmit, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds the submit button while busy', () => {
    renderDialog({ busy: true });
    expect(screen.getByTestId('group-save')).toBeDisabled();
  });
});
