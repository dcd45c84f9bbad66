import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HistoryTimeline } from './history-timeline';

type Event = {
  id: number;
  type: string;
  text: string;
  created_at: string;
  actor: 'supplier' | 'carrier';
  who: string | null;
  comment: string | null;
};

const EVENTS: Event[] = [
  {
    id: 1,
    type: 'status',
    text: 'Статус: Прийнято',
    created_at: '2026-11-28T09:00:00Z',
    actor: 'supplier',
    who: 'Олена',
    comment: null,
  },
  {
    id: 2,
    type: 'cancel',
    text: 'Статус: Скасовано',
    created_at: '2026-11-28T10:00:00Z',
    actor: 'carrier',
    who: null,
    comment: 'Адреса не існує',
  },
];

function renderTimeline(events: Event[]) {
  render(
    <HistoryTimeline
      title="Історія"
      emptyText="Змін ще не було."
      events={events}
      person={(event) => event.who ?? undefined}
      actor={(event) => (event.actor === 'carrier' ? 'Перевізник' : 'Продавець')}
      comment={{ label: 'Коментар', of: (event) => event.comment }}
      testId="history"
      eventTestId="event"
    />,
  );
}

describe('HistoryTimeline', () => {
  it('lists the events oldest first: what, a comment carried, and who — the person, else the actor', () => {
    renderTimeline(EVENTS);
    const [accepted, cancelled] = screen.getAllByTestId('event');
    expect(accepted).toHaveTextContent('Статус: Прийнято');
    expect(within(accepted!).getByTestId('event-who')).toHaveTextContent('Олена');
    expect(within(accepted!).queryByTestId('event-comment')).not.toBeInTheDocument();
    expect(within(cancelled!).getByTestId('event-comment')).toHaveTextContent('Коментар: Адреса не існує');
    expect(cancelled).toHaveTextContent('Перевізник');
    expect(within(cancelled!).queryByTestId('event-who')).not.toBeInTheDocument();
  });

  it('says when nothing has happened yet', () => {
    renderTimeline([]);
    expect(screen.getByTestId('history')).toHaveTextContent('Змін ще не було.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
