import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReviewItem } from '@supplier/contracts/reviews';
import { useSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in-as';
import { ReviewCard } from './review-card';

const review: ReviewItem = {
  id: 1,
  product: { id: 7, name: 'Чайник' },
  store: null,
  order: { id: 12, number: '1012' },
  verified: true,
  author_name: 'Олена',
  rating: 5,
  text: 'Дякую!',
  pros: '',
  cons: '',
  photos: [],
  reply: null,
  report: null,
  created_at: '2026-11-20T10:00:00Z',
};

describe('a review card follows the member’s role (ADR 0041)', () => {
  afterEach(() => useSession.getState().clear());

  it('leads the owner to the product and the order', () => {
    signInAs('owner');
    renderWithProviders(<ReviewCard review={review} />);
    const card = screen.getByTestId('review-card');
    expect(within(card).getByRole('link', { name: 'Чайник' })).toHaveAttribute('href', '/products/edit/7');
    expect(within(card).getByRole('link', { name: /1012/ })).toHaveAttribute('href', '/orders/12');
  });

  it('lets support answer and report, naming the product and order without links it could not open', () => {
    signInAs('support');
    renderWithProviders(<ReviewCard review={review} />);
    const card = screen.getByTestId('review-card');
    expect(within(card).queryAllByRole('link')).toEqual([]);
    expect(within(card).getByText('Чайник')).toBeInTheDocument();
    expect(within(card).getByText(/1012/)).toBeInTheDocument();
    expect(within(card).getByTestId('review-report')).toBeInTheDocument();
  });
});
