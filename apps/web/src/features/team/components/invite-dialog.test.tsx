import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { InviteDialog } from './invite-dialog';

function renderDialog() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubApi((call) => {
    calls.push(call);
    return { data: {}, message: 'Запрошення надіслано.' };
  });
  const onOpenChange = vi.fn();
  return { ...renderWithProviders(<InviteDialog open onOpenChange={onOpenChange} />), calls, onOpenChange };
}

describe('InviteDialog', () => {
  it('needs a phone and sends nothing without one', async () => {
    const { user, calls } = renderDialog();
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByTestId('invite-telephone')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('invites by phone with a role, the email left out when empty', async () => {
    const { user, calls, onOpenChange } = renderDialog();
    await user.type(screen.getByTestId('invite-telephone'), '671112233');
    await user.selectOptions(screen.getByTestId('role-select'), 'warehouse');
    expect(screen.getByTestId('role-permissions')).toHaveTextContent('Стелажі й залишки');
    await user.click(screen.getByTestId('invite-submit'));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/team\/invitations$/),
        body: { telephone: '+380671112233', name: '', role: 'warehouse' },
      }),
    ]);
    expect(await screen.findByText('Запрошення надіслано.')).toBeInTheDocument();
  });
});
