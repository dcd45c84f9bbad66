import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useKeysetPaging } from '@/lib/use-keyset-paging';
import { KeysetPager } from './keyset-pager';

/** A list of three pages whose cursors are `c2`, `c3`: the pager over the real paging hook. */
function ThreePages({ busy = false }: { busy?: boolean }) {
  const paging = useKeysetPaging('orders');
  const next = { undefined: 'c2', c2: 'c3', c3: null }[String(paging.cursor) as 'undefined' | 'c2' | 'c3'];
  return (
    <>
      <p data-testid="cursor">{paging.cursor ?? 'first'}</p>
      <KeysetPager paging={paging} nextCursor={next} busy={busy} label="Сторінки замовлень" testIdPrefix="orders" />
    </>
  );
}

describe('KeysetPager', () => {
  it('pages forward by the server’s cursors and back, naming the page in Ukrainian', async () => {
    const user = userEvent.setup();
    render(<ThreePages />);
    expect(screen.getByRole('navigation', { name: 'Сторінки замовлень' })).toBeInTheDocument();
    expect(screen.getByTestId('orders-pager-summary')).toHaveTextContent('Сторінка 1');
    expect(screen.getByRole('button', { name: 'Попередня' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Наступна' }));
    await user.click(screen.getByRole('button', { name: 'Наступна' }));
    expect(screen.getByTestId('cursor')).toHaveTextContent('c3');
    expect(screen.getByTestId('orders-pager-summary')).toHaveTextContent('Сторінка 3');
    expect(screen.getByRole('button', { name: 'Наступна' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Попередня' }));
    expect(screen.getByTestId('cursor')).toHaveTextContent('c2');
    await user.click(screen.getByRole('button', { name: 'Наступна' }));
    await user.click(screen.getByRole('button', { name: 'На першу' }));
    expect(screen.getByTestId('cursor')).toHaveTextContent('first');
    expect(screen.queryByRole('button', { name: 'На першу' })).not.toBeInTheDocument();
  });

  it('holds both buttons while a page loads', () => {
    render(<ThreePages busy />);
    expect(screen.getByRole('button', { name: 'Наступна' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Попередня' })).toBeDisabled();
  });
});
