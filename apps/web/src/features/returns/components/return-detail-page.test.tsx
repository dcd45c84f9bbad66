import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { ReturnDetailPage, type BuyerCard } from './return-detail-page';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

const request = {
  id: 31,
  number: '1042-1',
  status: 'requested',
  kind: 'return',
  reason: 'wrong_size',
  reason_text: 'Не підійшов розмір',
  external_id: 'r-31',
  order: {
    id: 12,
    number: '1042',
    status: 'completed',
    payment: { method: 'cod', status: 'paid' },
    total: 1580,
    total_format: '1 580 грн',
    completed_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-18T10:00:00Z',
  },
  buyer: {
    name: 'Ірина Бойко',
    phone: '+380501234567',
    email: null,
    orders_count: 3,
    returns_count: 1,
    previous_returns: [],
  },
  items_preview: [],
  items_count: 3,
  amount: 1500,
  amount_format: '1 500 грн',
  payment_method: 'cod',
  refund_preference: 'bank_transfer',
  refund_iban: 'UA213223130000026007233566001',
  photos_count: 1,
  photos: [{ url: '/photo-1.jpg', width: 800, height: 600 }],
  comment: 'Замалі, потрібен розмір більше',
  ttn: null,
  store: null,
  items: [
    {
      id: 101,
      product_id: 5,
      name: 'Кросівки',
      sku: 'SN-42',
      image: null,
      price: 500,
      price_format: '500 грн',
      quantity: 2,
      accepted_quantity: null,
      ordered_quantity: 2,
      shelving_code: 'A-1',
    },
    {
      id: 102,
      product_id: 6,
      name: 'Шкарпетки',
      sku: 'SO-1',
      image: null,
      price: 500,
      price_format: '500 грн',
      quantity: 1,
      accepted_quantity: null,
      ordered_quantity: 1,
      shelving_code: null,
    },
  ],
  refusal_reason: null,
  waybill: null,
  refund: null,
  replacement_order: null,
  next_actions: ['accept', 'refuse', 'cancel'],
  history: [
    {
      id: 1,
      type: 'requested',
      actor: 'buyer',
      user: null,
      member: null,
      data: {},
      text: 'Покупець попросив повернути 3 од.',
      created_at: '2026-11-21T09:00:00Z',
    },
  ],
  version: 4,
  created_at: '2026-11-21T09:00:00Z',
  updated_at: '2026-11-21T09:00:00Z',
} as unknown as ReturnDetail;

const buyerCard: BuyerCard = ({ request: shown, children }) => (
  <section data-testid="buyer-card">
    {shown.buyer.name}
    {children}
  </section>
);

const renderPage = () => renderWithProviders(<ReturnDetailPage id={31} buyerCard={buyerCard} />);

describe('ReturnDetailPage', () => {
  it('shows what was asked, the buyer’s words and photos, and only the actions the request allows', async () => {
    stubApi(() => ({ data: request }));
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Повернення № 1042-1');
    expect(screen.getByTestId('return-order-link')).toHaveAttribute('href', '/orders/12');
    expect(screen.getByTestId('return-comment')).toHaveTextContent('Замалі, потрібен розмір більше');
    expect(screen.getByTestId('return-reason')).toHaveTextContent('Не підійшов розмір');
    expect(screen.getByTestId('buyer-card')).toHaveTextContent('Замовлень: 3 · заявок на повернення: 1');
    expect(screen.getAllByTestId('return-item')[0]).toHaveTextContent('Просить повернути: 2 з 2');
    expect(
      within(screen.getByTestId('return-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Прийняти повернення', 'Відмовити', 'Скасувати заявку']);
    await user.click(screen.getByRole('button', { name: 'Відкрити фото 1' }));
    expect(await screen.findByRole('img', { name: 'Фото 1 до заявки № 1042-1' })).toHaveAttribute(
      'src',
      '/photo-1.jpg',
    );
  });

  it('accepts only some items: each item with how many, 0 declining one, at the version read', async () => {
    const fetchMock = stubApi(({ method }) =>
      method === 'POST'
        ? { message: 'Заявку прийнято.', data: { ...request, status: 'accepted', next_actions: ['receive'] } }
        : { data: request },
    );
    const { user } = renderPage();
    await user.click(await screen.findByTestId('return-action-accept'));
    await user.click(screen.getByTestId('return-accept-some'));
    const [shoes, socks] = screen.getAllByTestId('return-accept-quantity') as [HTMLInputElement, HTMLInputElement];
    await user.clear(shoes);
    await user.type(shoes, '3');
    await user.click(screen.getByTestId('return-accept-submit'));
    expect(screen.getByTestId('return-accept-problem')).toHaveTextContent('ціле число від 0');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(shoes);
    await user.type(shoes, '1');
    await user.clear(socks);
    await user.type(socks, '0');
    await user.click(screen.getByTestId('return-accept-submit'));
    expect(await screen.findByText('Заявку прийнято.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(String(url)).toMatch(/\/returns\/31\/accept$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 4,
      items: [
        { item_id: 101, quantity: 1 },
        { item_id: 102, quantity: 0 },
      ],
    });
    expect(screen.getByTestId('return-detail')).toHaveAttribute('data-status', 'accepted');
  });

  it('refuses only with a reason of 10 characters or more, sent as written', async () => {
    const fetchMock = stubApi(({ method }) =>
      method === 'POST'
        ? { message: 'Відмовлено.', data: { ...request, status: 'refused', next_actions: [] } }
        : { data: request },
    );
    const { user } = renderPage();
    await user.click(await screen.findByTestId('return-action-refuse'));
    await user.type(screen.getByTestId('return-refuse-reason'), 'Ні');
    await user.click(screen.getByTestId('return-refuse-submit'));
    expect(screen.getByTestId('return-refuse-problem')).toHaveTextContent('щонайменше 10 символів');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByTestId('return-refuse-reason'), ', товар був у вжитку  ');
    await user.click(screen.getByTestId('return-refuse-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('return-detail')).toHaveAttribute('data-status', 'refused'));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ version: 4, reason: 'Ні, товар був у вжитку' });
  });

  it('when someone else decided first (409), says so in Ukrainian and shows the request afresh', async () => {
    let reads = 0;
    stubApi(({ method }) => {
      if (method === 'POST') return jsonResponse({ message: 'version_conflict' }, 409);
      reads += 1;
      return {
        data:
          reads === 1
            ? request
            : { ...request, status: 'refused', next_actions: [], refusal_reason: 'Товар у вжитку, не приймаємо.' },
      };
    });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('return-action-cancel'));
    await user.click(screen.getByTestId('confirm-action'));
    expect(await screen.findByTestId('return-conflict')).toHaveTextContent('Заявку щойно змінила інша людина');
    await vi.waitFor(() => expect(screen.getByTestId('return-detail')).toHaveAttribute('data-status', 'refused'));
    expect(screen.getByTestId('return-refusal')).toHaveTextContent('Товар у вжитку, не приймаємо.');
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Заявка завершена: дій більше немає.')).toBeInTheDocument();
  });
});
