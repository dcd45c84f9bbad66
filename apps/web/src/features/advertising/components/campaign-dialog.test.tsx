import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { CampaignDialog } from './campaign-dialog';

const kettle = (id: number, sku: string) => ({ id, name: 'Чайник', sku, image: null });

describe('CampaignDialog', () => {
  it('picks several products of one name by SKU from the server search and saves their ids', async () => {
    const saved = vi.fn();
    const fetchMock = stubApi(({ method, url, body }) => {
      const address = new URL(url, 'http://panel');
      if (method === 'POST') {
        saved(body);
        return { message: 'Кампанію створено.', data: {} };
      }
      const q = address.searchParams.get('q');
      return {
        data: q === 'чай' ? [kettle(7, 'CH-1'), kettle(8, 'CH-2')] : [],
        meta: { total: 2, total_exact: true, per_page: 20, next_cursor: null },
      };
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<CampaignDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByTestId('campaign-dialog');

    await user.type(within(dialog).getByTestId('campaign-product'), 'чай');
    await vi.waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('campaign-product-option')
          .map((option) => option.textContent),
      ).toEqual(['ЧайникАрт. CH-1', 'ЧайникАрт. CH-2']),
    );
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://panel').searchParams);
    expect(asked.at(-1)?.get('status')).toBe('active');

    await user.click(within(dialog).getAllByTestId('campaign-product-option')[1]!);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(within(dialog).getByTestId('campaign-product-chosen')).toHaveTextContent('Арт. CH-2');
    expect(within(dialog).getByTestId('campaign-product-chosen')).toHaveTextContent('Арт. CH-1');
    expect(within(dialog).getAllByRole('option', { selected: true })).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.type(within(dialog).getByTestId('campaign-name'), 'Чайники');
    await user.click(within(dialog).getByTestId('campaign-save'));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ product_ids: [8, 7] })));
  });

  it('says when the search finds nothing', async () => {
    stubApi(() => ({ data: [], meta: { total: 0, total_exact: true, per_page: 20, next_cursor: null } }));
    const { user } = renderWithProviders(<CampaignDialog open onOpenChange={() => undefined} />);
    await user.type(await screen.findByTestId('campaign-product'), 'ххх');
    expect(await screen.findByTestId('campaign-product-empty')).toHaveTextContent('Нічого не знайдено');
  });
});
