import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReturnEvent } from '@supplier/contracts/returns';
import { renderWithProviders } from '@/test/render';
import { ReturnHistory } from './return-history';

const event = (id: number, extra: Partial<ReturnEvent>): ReturnEvent => ({
  id,
  type: 'accepted',
  actor: 'panel',
  user: { id: 3, name: 'Іван Власник' },
  member: null,
  data: {},
  text: 'Повернення прийнято',
  created_at: '2026-11-21T09:00:00Z',
  ...extra,
});

describe('ReturnHistory', () => {
  it('names the team member who moved the request, else the supplier’s own sign-in, else the kind of actor', async () => {
    renderWithProviders(
      <ReturnHistory
        events={[
          event(1, { type: 'requested', actor: 'buyer', user: null, text: 'Покупець попросив повернути 1 од.' }),
          event(2, { member: { id: 12, name: 'Оксана Менеджер' } }),
          event(3, { type: 'received', text: 'Повернення отримано' }),
        ]}
      />,
    );
    await screen.findAllByTestId('return-event');
    expect(screen.getAllByTestId('return-event-who').map((who) => who.textContent)).toEqual([
      'Оксана Менеджер',
      'Іван Власник',
    ]);
  });
});
