import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReviewItem, ReviewSummary } from '@supplier/contracts/reviews';
import type { PickerProduct } from '@/components/ui/product-picker';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { ReviewsPage } from './reviews-page';

const review = (id: number, author_name: string): ReviewItem => ({
  id,
  product: { id: 7, name: 'Чайник' },
  store: null,
  order: null,
  verified: false,
  author_name,
  rating: 4,
  text: `Відгук від ${author_name}`,
  pros: '',
  cons: '',
  photos: [],
  reply: null,
  report: null,
  created_at: '2026-11-20T10:00:00Z',
});
const period = (days: number) => ({ days, count: 0, average: null, previous_count: 0, previous_average: null });
const summary: ReviewSummary = {
  total: 2,
  average: 4,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 },
  unanswered: 2,
  trend: { d30: period(30), d90: period(90) },
};

/** The API: the summary, and the reviews page `list` answers for the query asked. */
function api(list: (query: URLSearchParams) => unknown) {
  return stubApi(({ url }) => {
    const address = new URL(url, 'http://panel');
    if (address.pathname.endsWith('/reviews/summary')) return { data: summary };
    if (address.pathname.endsWith('/reviews/counts')) return { data: { unanswered: 2 } };
    return list(address.searchParams);
  });
}
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://panel'))
    .filter((address) => address.pathname.endsWith('/reviews'))
    .map((address) => address.searchParams.toString());

const page = (data: ReviewItem[], next_cursor: string | null = null) => ({ data, meta: { per_page: 20, next_cursor } });

const kettle = (id: number, sku: string): PickerProduct => ({ id, name: 'Чайник', sku, image: `/img/${sku}.webp` });
const noProducts = { search: async () => [], find: async (id: number) => kettle(id, 'X') };

describe('ReviewsPage', () => {
  it('shows the reviews of the API as cards, under the summary', async () => {
    api(() => page([review(1, 'Олена'), review(2, 'Андрій')]));
    renderWithProviders(<ReviewsPage title="Відгуки" products={noProducts} stores={[]} />);
    const cards = await screen.findAllByTestId('review-card');
    expect(cards.map((card) => card.dataset.reviewId)).toEqual(['1', '2']);
    expect(within(cards[0]!).getByText('Відгук від Олена')).toBeInTheDocument();
    expect(await screen.findByTestId('reviews-summary')).toBeInTheDocument();
  });

  it('filters by the rating clicked in the summary and opens the filters', async () => {
    const fetchMock = api(() => page([review(1, 'Олена')]));
    const { user, router } = renderWithProviders(<ReviewsPage title="Відгуки" products={noProducts} stores={[]} />);
    await screen.findAllByTestId('review-card');
    await user.click(within(await screen.findByTestId('reviews-summary')).getAllByRole('button')[1]!);
    expect(await screen.findByTestId('reviews-filters')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-rating')).toHaveValue('4');
    await vi.waitFor(() => expect(listCalls(fetchMock)).toEqual(['', 'rating=4']));
    expect(router.state.location.search).toBe('?rating=4');
  });

  it('asks for the sort chosen and pages by the cursor of the answer', async () => {
    const fetchMock = api((query) =>
      query.get('cursor') === 'r-2' ? page([review(3, 'Марія')]) : page([review(1, 'Олена')], 'r-2'),
    );
    const { user } = renderWithProviders(<ReviewsPage title="Відгуки" products={noProducts} stores={[]} />);
    await screen.findAllByTestId('review-card');
    await user.selectOptions(screen.getByTestId('reviews-sort'), 'newest');
    await user.click(screen.getByTestId('reviews-next'));
    expect(await screen.findByText('Відгук від Марія')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['', 'sort=newest', 'sort=newest&cursor=r-2']);
  });

  it('says the filters of the address found no review, with the filters open', async () => {
    api(() => page([]));
    renderWithProviders(<ReviewsPage title="Відгуки" products={noProducts} stores={[]} />, {
      route: '/reviews?answered=false',
    });
    expect(await screen.findByTestId('reviews-empty')).toHaveTextContent('Нічого не знайдено');
    expect(screen.getByTestId('reviews-filters')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    api(() => (fail ? jsonResponse({ message: 'Збій' }, 500) : page([])));
    const { user } = renderWithProviders(<ReviewsPage title="Відгуки" products={noProducts} stores={[]} />);
    expect(await screen.findByTestId('reviews-error')).toHaveTextContent('Не вдалося завантажити відгуки');
    fail = false;
    await user.click(within(screen.getByTestId('reviews-error')).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByTestId('reviews-empty')).toHaveTextContent('Відгуків ще немає');
  });

  it('finds products of one name on the server, tells them apart by SKU and photo, and filters by the one chosen', async () => {
    const fetchMock = api(() => page([review(1, 'Олена')]));
    const search = vi.fn(async (q: string) => (q === 'чай' ? [kettle(7, 'CH-1'), kettle(8, 'CH-2')] : []));
    const { user, router } = renderWithProviders(
      <ReviewsPage title="Відгуки" products={{ search, find: noProducts.find }} stores={[]} />,
      { route: '/reviews?answered=false' },
    );
    await screen.findAllByTestId('review-card');
    await user.type(screen.getByTestId('reviews-product'), 'чай');
    const options = await screen.findAllByTestId('reviews-product-option');
    expect(search).toHaveBeenLastCalledWith('чай', expect.anything());
    expect(options.map((option) => option.textContent)).toEqual(['ЧайникАрт. CH-1', 'ЧайникАрт. CH-2']);
    expect(options[1]!.querySelector('img')).toHaveAttribute('src', '/img/CH-2.webp');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('reviews-product-chosen')).toHaveTextContent('Арт. CH-2');
    await vi.waitFor(() => expect(listCalls(fetchMock)).toEqual(['answered=false', 'answered=false&product_id=8']));
    expect(router.state.location.search).toBe('?answered=false&product_id=8');

    await user.click(screen.getByTestId('reviews-product-clear'));
    expect(screen.getByTestId('reviews-product')).toHaveFocus();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?answered=false'));
  });

  it('names the product of the address by its photo, name and SKU', async () => {
    api(() => page([review(1, 'Олена')]));
    const find = vi.fn(async (id: number) => kettle(id, 'CH-9'));
    renderWithProviders(<ReviewsPage title="Відгуки" products={{ search: noProducts.search, find }} stores={[]} />, {
      route: '/reviews?product_id=9',
    });
    await vi.waitFor(() => expect(screen.getByTestId('reviews-product-chosen')).toHaveTextContent('ЧайникАрт. CH-9'));
    expect(find).toHaveBeenCalledWith(9, expect.anything());
  });

  it('keeps a review just answered in its place, marked answered, until the list loads again', async () => {
    api(() => page([review(1, 'Олена'), review(2, 'Андрій')]));
    const reply = { text: '<p>Дякуємо!</p>', replied_at: '2026-11-28T10:00:00Z', edited_at: null };
    const answered = {
      ...review(1, 'Олена'),
      reply: { ...reply, editable_until: '2026-11-29T10:00:00Z', can_edit: true },
    };
    const { user } = renderWithProviders(<ReviewsPage title="Відгуки" products={noProducts} stores={[]} />, {
      route: '/reviews?answered=false',
    });
    const cards = await screen.findAllByTestId('review-card');
    stubApi(({ method, url }) => {
      if (method === 'PUT' && url.endsWith('/reviews/1/reply'))
        return { message: 'Відповідь опубліковано.', data: answered };
      if (url.includes('/reviews/summary')) return { data: summary };
      if (url.includes('/reviews/counts')) return { data: { unanswered: 1 } };
      return page([review(2, 'Андрій')]);
    });
    await user.type(within(cards[0]!).getByTestId('review-reply-text'), 'Дякуємо!');
    await user.click(within(cards[0]!).getByTestId('review-reply-submit'));

    expect(await within(cards[0]!).findByTestId('review-reply')).toHaveTextContent('Дякуємо!');
    const after = screen.getAllByTestId('review-card');
    expect(after.map((card) => card.dataset.reviewId)).toEqual(['1', '2']);
    expect(within(after[0]!).queryByTestId('review-unanswered')).not.toBeInTheDocument();
    expect(within(after[1]!).getByTestId('review-unanswered')).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('reviews-sort'), 'newest');
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('review-card').map((card) => card.dataset.reviewId)).toEqual(['2']),
    );
  });
});
