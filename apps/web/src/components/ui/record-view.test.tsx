import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { usePageCrumbStore } from '@/lib/page-crumb';
import { renderWithProviders } from '@/test/render';
import { BackLink, RecordColumns, RecordNote, RecordPage, RecordView } from './record-view';

const loaded = {
  data: { number: 1042 },
  isPending: false,
  error: null,
  isRefetching: false,
  refetch: async () => ({}),
};
const texts = { notFound: 'Замовлення не знайдено', back: 'До замовлень', loadError: 'Не вдалося завантажити' };

describe('RecordPage', () => {
  it('shows the record and names the breadcrumb step after it', () => {
    renderWithProviders(
      <RecordPage
        id={7}
        result={loaded as never}
        title={(order: { number: number }) => `Замовлення № ${order.number}`}
        texts={texts}
        backTo="/orders"
        testId="order"
      >
        {(order) => <p>Номер {order.number}</p>}
      </RecordPage>,
      { route: '/orders/7' },
    );
    expect(screen.getByText('Номер 1042')).toBeInTheDocument();
    expect(usePageCrumbStore.getState().crumb).toEqual({ path: '/orders/7', text: 'Замовлення № 1042' });
  });

  it('says an id that cannot be one is not found, with the way back', () => {
    renderWithProviders(
      <RecordPage id={0} result={loaded as never} title={() => 'ні'} texts={texts} backTo="/orders" testId="order">
        {() => <p>запис</p>}
      </RecordPage>,
    );
    expect(screen.getByTestId('order-not-found')).toHaveTextContent('Замовлення не знайдено');
    expect(screen.getByRole('link', { name: 'До замовлень' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('запис')).not.toBeInTheDocument();
  });
});

describe('RecordView', () => {
  it('heads the page with the number, when it was placed, its status and the way back', () => {
    renderWithProviders(
      <RecordView
        testId="return-detail"
        status="requested"
        title="Повернення № 12"
        placed="Створено 28.11.2026, 10:00"
        badge={<span>Нове</span>}
        back={<BackLink to="/returns" label="До повернень" testId="return-back" />}
      >
        <p>Рішення</p>
      </RecordView>,
    );
    const page = screen.getByTestId('return-detail');
    expect(page).toHaveAttribute('data-status', 'requested');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Повернення № 12');
    expect(page).toHaveTextContent('Створено 28.11.2026, 10:00Нове');
    expect(screen.getByTestId('return-back')).toHaveAttribute('href', '/returns');
    expect(screen.getByTestId('return-back')).toHaveTextContent('До повернень');
  });
});

describe('RecordNote', () => {
  it('is a region named by its title that keeps the text’s lines; the seller’s own text is marked', () => {
    renderWithProviders(
      <>
        <RecordNote title="Коментар покупця" tone="warning" testId="comment">
          {'Зателефонуйте\nпісля 18:00'}
        </RecordNote>
        <RecordNote title="Причина відмови" tone="muted" sellerData testId="refusal">
          Товар використано
        </RecordNote>
      </>,
    );
    const comment = screen.getByRole('region', { name: 'Коментар покупця' });
    expect(comment.querySelector('p')).toHaveClass('whitespace-pre-line');
    expect(comment.querySelector('p')).not.toHaveAttribute('data-seller-data');
    expect(screen.getByRole('region', { name: 'Причина відмови' }).querySelector('p')).toHaveAttribute(
      'data-seller-data',
    );
  });
});

describe('RecordColumns', () => {
  it('reads the side first, then the main column, then the rest of the side', () => {
    renderWithProviders(
      <RecordColumns aside={<p>Покупець</p>} main={<p>Товари</p>} asideBelow={<p>Оплата</p>} asideTestId="people" />,
    );
    expect(screen.getByTestId('people')).toHaveTextContent('Покупець');
    expect(screen.getAllByText(/Покупець|Товари|Оплата/).map((node) => node.textContent)).toEqual([
      'Покупець',
      'Товари',
      'Оплата',
    ]);
  });
});
