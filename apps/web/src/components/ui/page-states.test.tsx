import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { MemoryRouter } from 'react-router';
import { ListStates, QueryStates, RecordStates } from './page-states';

type Page = { data: { id: number; name: string }[] };

function renderList(result: Partial<Parameters<typeof ListStates<Page>>[0]['result']>) {
  const refetch = vi.fn();
  render(
    <ListStates<Page>
      result={{ data: undefined, isPending: false, error: null, isRefetching: false, refetch, ...result }}
      loading={{ testId: 'rows-loading' }}
      error={{ title: 'Не вдалося завантажити замовлення', testId: 'rows-error' }}
      empty={<p>Замовлень ще немає</p>}
    >
      {(page) => (
        <ul>
          {page.data.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );
  return { refetch };
}

describe('ListStates', () => {
  it('announces loading while the first page comes', () => {
    renderList({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Завантаження…');
  });

  it('shows the failed load in the API’s words with a retry', async () => {
    const { refetch } = renderList({ error: new ApiError(500, { message: 'Сервер недоступний.' }) });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося завантажити замовлення');
    expect(alert).toHaveTextContent('Сервер недоступний.');
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when the answer has no rows', () => {
    renderList({ data: { data: [] } });
    expect(screen.getByText('Замовлень ще немає')).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('renders the rows of an answer', () => {
    renderList({
      data: {
        data: [
          { id: 1, name: 'Замовлення 1' },
          { id: 2, name: 'Замовлення 2' },
        ],
      },
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Замовлення 1', 'Замовлення 2']);
  });

  it('takes an answer that is an array, and the rows picked from it: none picked is empty', () => {
    const methods = [
      { id: 1, name: 'Нова пошта', saved: true },
      { id: 2, name: 'Укрпошта', saved: false },
    ];
    const list = (data: typeof methods) => (
      <ListStates
        result={{ data, isPending: false, error: null, isRefetching: false, refetch: vi.fn() }}
        rows={(all) => all.filter((method) => method.saved)}
        error={{}}
        empty={<p>Нічого не збережено</p>}
      >
        {(_, saved) => (
          <ul>
            {saved.map((method) => (
              <li key={method.id}>{method.name}</li>
            ))}
          </ul>
        )}
      </ListStates>
    );
    const { rerender } = render(list(methods));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Нова пошта']);
    rerender(list(methods.slice(1)));
    expect(screen.getByText('Нічого не збережено')).toBeVisible();
  });
});

type Order = { number: string };

function renderRecord(result: Partial<Parameters<typeof RecordStates<Order>>[0]['result']>, valid = true) {
  const refetch = vi.fn();
  render(
    <MemoryRouter>
      <RecordStates<Order>
        result={{
          data: undefined,
          isPending: false,
          error: null,
          isRefetching: false,
          refetch,
          ...result,
        }}
        valid={valid}
        texts={{ notFound: 'Замовлення не знайдено', back: 'До замовлень', loadError: 'Не вдалося завантажити' }}
        backTo="/orders"
        testId="order"
      >
        {(order) => <h1>Замовлення №{order.number}</h1>}
      </RecordStates>
    </MemoryRouter>,
  );
  return { refetch };
}

describe('RecordStates', () => {
  it('says another supplier’s record (404) or an impossible id is not found, with the way back, and asks nothing', () => {
    renderRecord({ error: new ApiError(404, { message: 'Не знайдено.' }) });
    expect(screen.getByTestId('order-not-found')).toHaveTextContent('Замовлення не знайдено');
    expect(screen.getByRole('link', { name: 'До замовлень' })).toHaveAttribute('href', '/orders');
  });

  it('says an impossible id is not found even while nothing was asked', () => {
    renderRecord({ isPending: true }, false);
    expect(screen.getByTestId('order-not-found')).toBeVisible();
  });

  it('shows loading, then a failed load with a retry, then the record', async () => {
    renderRecord({ isPending: true });
    expect(screen.getByTestId('order-loading')).toHaveTextContent('Завантаження…');
    const { refetch } = renderRecord({ error: new ApiError(500, { message: 'Сервер недоступний.' }) });
    expect(screen.getByTestId('order-error')).toHaveTextContent('Сервер недоступний.');
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(refetch).toHaveBeenCalledOnce();
    renderRecord({ data: { number: '1042' } });
    expect(screen.getByRole('heading', { name: 'Замовлення №1042' })).toBeVisible();
  });
});

type Figures = { orders: number };

function renderQuery(result: Partial<Parameters<typeof QueryStates<Figures>>[0]['result']>) {
  const refetch = vi.fn();
  render(
    <QueryStates<Figures>
      result={{ data: undefined, isPending: false, error: null, isRefetching: false, refetch, ...result }}
      loading={<p role="status">Рахуємо замовлення…</p>}
      error={{ title: 'Не вдалося завантажити статистику', testId: 'figures-error' }}
    >
      {(figures) => <p>Замовлень: {figures.orders}</p>}
    </QueryStates>,
  );
  return { refetch };
}

describe('QueryStates', () => {
  it('shows the view’s own placeholder while the first answer comes', () => {
    renderQuery({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Рахуємо замовлення…');
  });

  it('shows a failed load with its title, the API’s words and a retry', async () => {
    const { refetch } = renderQuery({ error: new ApiError(500, { message: 'Сервер недоступний.' }) });
    expect(screen.getByTestId('figures-error')).toHaveTextContent('Не вдалося завантажити статистику');
    expect(screen.getByTestId('figures-error')).toHaveTextContent('Сервер недоступний.');
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the last answer on screen when a refresh fails', () => {
    renderQuery({ data: { orders: 12 }, error: new ApiError(500, { message: 'Сервер недоступний.' }) });
    expect(screen.getByText('Замовлень: 12')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
