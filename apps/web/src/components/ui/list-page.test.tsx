import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@supplier/contracts/common';
import { useListAddress } from '@/lib/use-list-address';
import { useListSearch } from '@/lib/use-list-search';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { ListPage } from './list-page';

interface Params {
  q: string;
  kind: string;
}
const CODEC = {
  read: (address: URLSearchParams): Params => ({ q: address.get('q') ?? '', kind: address.get('kind') ?? '' }),
  write: (params: Params) => new URLSearchParams(Object.entries(params).filter(([, value]) => value)),
};
interface Answer {
  data: { id: number; name: string }[];
  meta: { next_cursor: string | null };
}

/** A list of things over `GET /things`, the way the panel's pages put one together. */
function Things({ onRows = vi.fn() }: { onRows?(busy: boolean): void }) {
  const list = useListAddress({ codec: CODEC, search: 'q', filtersOpen: (params) => Boolean(params.kind) });
  const query = new URLSearchParams(list.key);
  if (list.paging.cursor) query.set('cursor', list.paging.cursor);
  const result = useQuery({
    queryKey: ['things', query.toString()],
    queryFn: () =>
      fetch(`/things?${query}`).then((answer) =>
        answer.ok ? (answer.json() as Promise<Answer>) : Promise.reject(new Error('Відмова')),
      ),
  });
  return (
    <ListPage
      list={list}
      testId="things-page"
      title="Речі"
      above={<p>Над списком</p>}
      toolbar={{
        testIdPrefix: 'things',
        search: { placeholder: 'Знайти', label: 'Пошук речей' },
        filters: {
          active: Boolean(list.params.kind),
          label: 'Фільтри',
          panel: (
            <button type="button" onClick={() => list.update({ kind: 'big' })}>
              Лише великі
            </button>
          ),
        },
        sort: { value: '', onChange: () => undefined, label: 'Порядок', options: [{ value: '', label: 'Нові' }] },
        actions: <button type="button">Експорт</button>,
      }}
      bulkBar={<p>Дії з вибраними</p>}
      result={result}
      loading={{ testId: 'things-loading' }}
      error={{ title: 'Не вдалося завантажити речі.', testId: 'things-error' }}
      empty={{
        filtered: Boolean(list.params.q || list.params.kind),
        title: 'Речей ще немає',
        filteredTitle: 'Нічого не знайдено',
        hint: 'Додайте першу.',
        filteredHint: 'Змініть пошук.',
        action: <button type="button">Додати</button>,
        testId: 'things-empty',
      }}
      pager={{ label: 'Сторінки речей', testIdPrefix: 'things' }}
    >
      {(rows, { busy }) => {
        onRows(busy);
        return (
          <ul>
            {rows.map((row) => (
              <li key={row.id} data-testid="thing">
                {row.name}
              </li>
            ))}
          </ul>
        );
      }}
    </ListPage>
  );
}

const page = (names: string[], next: string | null = null): Answer => ({
  data: names.map((name, index) => ({ id: index + 1, name })),
  meta: { next_cursor: next },
});
const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://panel').searchParams.toString());

describe('ListPage', () => {
  it('shows placeholder rows while the first page loads, then the rows, the bulk bar and the pager', async () => {
    stubApi(() => page(['Чайник', 'Праска']));
    renderWithProviders(<Things />);
    expect(screen.getByTestId('things-loading')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Речі' })).toBeInTheDocument();
    expect(screen.getByText('Над списком')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Пошук речей' })).toHaveAttribute('data-testid', 'things-search');
    expect(screen.getByRole('button', { name: 'Експорт' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('thing')).map((row) => row.textContent)).toEqual(['Чайник', 'Праска']);
    expect(screen.getByText('Дії з вибраними')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Сторінки речей' })).toHaveTextContent('Сторінка 1');
    expect(screen.getByTestId('things-next')).toBeDisabled();
    expect(screen.getByTestId('things-previous')).toBeDisabled();
  });

  it('follows the next cursor and comes back the way it came', async () => {
    const fetchMock = stubApi(({ url }) =>
      url.includes('cursor=c2') ? page(['Ваза'], 'c3') : page(['Чайник', 'Праска'], 'c2'),
    );
    const { user } = renderWithProviders(<Things />);
    await screen.findByText('Чайник');
    await user.click(screen.getByTestId('things-next'));
    expect(await screen.findByText('Ваза')).toBeInTheDocument();
    expect(screen.getByTestId('things-pager-summary')).toHaveTextContent('Сторінка 2');
    await user.click(screen.getByTestId('things-previous'));
    expect(await screen.findByText('Чайник')).toBeInTheDocument();
    // the first page is asked again, as it is stale by then
    expect(asked(fetchMock)).toEqual(['', 'cursor=c2', '']);
  });

  it('says the list is empty, with what to do, and another thing when a filter found nothing', async () => {
    const fetchMock = stubApi(() => page([]));
    const { user } = renderWithProviders(<Things />);
    const empty = await screen.findByTestId('things-empty');
    expect(empty).toHaveTextContent('Речей ще немає');
    expect(empty).toHaveTextContent('Додайте першу.');
    expect(screen.getByRole('button', { name: 'Додати' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Лише великі' })).not.toBeInTheDocument();

    await user.click(screen.getByTestId('things-filters-toggle'));
    await user.click(screen.getByRole('button', { name: 'Лише великі' }));
    expect(await screen.findByText('Нічого не знайдено')).toBeInTheDocument();
    expect(screen.getByTestId('things-empty')).toHaveTextContent('Змініть пошук.');
    expect(screen.queryByRole('button', { name: 'Додати' })).not.toBeInTheDocument();
    expect(screen.getByTestId('things-filters-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(asked(fetchMock)).toEqual(['', 'kind=big']);
  });

  it('writes the search into the address after typing pauses and opens with the filters of the address', async () => {
    const fetchMock = stubApi(() => page(['Чайник']));
    const { user, router } = renderWithProviders(<Things />, { route: '/things?kind=big' });
    await screen.findByText('Чайник');
    expect(screen.getByRole('button', { name: 'Лише великі' })).toBeInTheDocument();
    await user.type(screen.getByTestId('things-search'), 'чай');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=%D1%87%D0%B0%D0%B9&kind=big'));
    await vi.waitFor(() => expect(asked(fetchMock)).toEqual(['kind=big', 'q=%D1%87%D0%B0%D0%B9&kind=big']));
  });

  it('shows a failed load with a retry that asks again', async () => {
    let fail = true;
    const fetchMock = stubApi(() => (fail ? jsonResponse({ message: 'Збій' }, 500) : page(['Чайник'])));
    const { user } = renderWithProviders(<Things />);
    expect(await screen.findByTestId('things-error')).toHaveTextContent('Не вдалося завантажити речі.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Чайник')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

/** A list with numbered pages and a search box alone (`useListSearch`), as the entity pages have it. */
function NumberedThings() {
  const search = useListSearch();
  const result = useQuery({
    queryKey: ['numbered', search.page, search.query],
    queryFn: () =>
      fetch(`/things?page=${search.page}&q=${search.query}`).then(
        (answer) => answer.json() as Promise<{ data: { id: number; name: string }[]; meta: PaginationMeta }>,
      ),
  });
  return (
    <ListPage
      list={{ search: { value: search.text, onChange: search.setText }, paging: { onPage: search.setPage } }}
      testId="things-page"
      title="Речі"
      description="Усі речі постачальника."
      toolbar={{ search: { placeholder: 'Знайти', label: 'Пошук речей' } }}
      result={result}
      error={{ title: 'Не вдалося завантажити речі.' }}
      empty={{ filtered: Boolean(search.query), title: 'Речей ще немає', filteredTitle: 'Нічого не знайдено' }}
      pager={{ label: 'Сторінки речей' }}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

describe('ListPage with numbered pages', () => {
  it('shows the page of the total under the rows and asks for the next one; its toolbar is the search box alone', async () => {
    const fetchMock = stubApi(({ url }) => ({
      data: [{ id: 1, name: url.includes('page=2') ? 'Ваза' : 'Чайник' }],
      meta: { current_page: url.includes('page=2') ? 2 : 1, last_page: 2, per_page: 1, total: 2 },
    }));
    const { user } = renderWithProviders(<NumberedThings />);
    expect(await screen.findByText('Чайник')).toBeInTheDocument();
    expect(screen.getByText('Усі речі постачальника.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Пошук речей' })).not.toHaveAttribute('data-testid');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Сторінки речей' });
    expect(pages).toHaveTextContent('Сторінка 1 з 2');
    await user.click(within(pages).getByRole('button', { name: 'Наступна' }));
    expect(await screen.findByText('Ваза')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('page=2');
  });
});
