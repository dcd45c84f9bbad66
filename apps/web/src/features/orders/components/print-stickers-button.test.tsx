import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { PrintStickersButton } from './print-stickers-button';

const pdf = (skipped: string) =>
  new Response('%PDF-1.3', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="ttn-stickers-2.pdf"',
      'x-stickers-skipped': skipped,
    },
  });

describe('PrintStickersButton', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:stickers'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prints the ticked orders in the chosen format, remembers it, and names the orders without a TTN', async () => {
    const api = stubApi(() => pdf('1002,1005'));
    const { user, unmount } = renderWithProviders(<PrintStickersButton ids={[3, 4, 5]} />);
    const format = screen.getByLabelText('Формат наліпок');
    expect(format).toHaveValue('100x100');
    await user.selectOptions(format, 'a4');
    await user.click(screen.getByRole('button', { name: 'Друкувати наліпки' }));
    expect(await screen.findByText('Без ТТН, не надруковано: №1002, №1005.')).toBeInTheDocument();
    const url = new URL(String(api.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toMatch(/\/orders\/waybills\/stickers$/);
    expect(url.searchParams.get('ids')).toBe('3,4,5');
    expect(url.searchParams.get('format')).toBe('a4');

    unmount();
    renderWithProviders(<PrintStickersButton ids={[3]} />);
    expect(screen.getByLabelText('Формат наліпок')).toHaveValue('a4');
  });

  it('shows the refusal when none of them has a waybill', async () => {
    stubApi(() =>
      jsonResponse({ code: 'stickers_none', message: 'У вибраних замовлень немає ТТН: друкувати нічого.' }, 422),
    );
    const { user } = renderWithProviders(<PrintStickersButton ids={[7]} />);
    await user.click(screen.getByRole('button', { name: 'Друкувати наліпки' }));
    expect(await screen.findByText('У вибраних замовлень немає ТТН: друкувати нічого.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Друкувати наліпки' })).toBeEnabled();
  });
});
