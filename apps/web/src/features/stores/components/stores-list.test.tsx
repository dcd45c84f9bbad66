import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { StoresList } from './stores-list';

const none = { data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } };

describe('StoresList', () => {
  it('without stores offers the first one; a search that finds nothing says what was searched', async () => {
    const fetchMock = stubApi(() => none);
    const { user } = renderWithProviders(<StoresList title="Мої магазини" />);
    const empty = await screen.findByTestId('stores-empty');
    expect(empty).toHaveTextContent('Створити магазин');
    expect(screen.getAllByTestId('store-create-link')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Пошук магазинів' }), 'Київ');
    expect(await screen.findByText('За запитом «Київ» магазинів не знайдено.')).toBeInTheDocument();
    expect(screen.getAllByTestId('store-create-link')).toHaveLength(1);
    // the search went to the API (not necessarily as the last call: a refetch of the list may follow)
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('search=%D0%9A%D0%B8%D1%97%D0%B2'),
      ),
    );
  });

  it('shows a failed load with its title and a retry', async () => {
    stubApi(() => jsonResponse({ message: 'Сервер недоступний.' }, 500));
    renderWithProviders(<StoresList title="Мої магазини" />);
    const error = await screen.findByTestId('stores-error');
    expect(error).toHaveTextContent('Не вдалося завантажити магазини.');
    expect(error).toHaveTextContent('Сервер недоступний.');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeEnabled();
  });
});
