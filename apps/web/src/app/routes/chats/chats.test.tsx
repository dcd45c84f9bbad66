import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ChatDetail, ChatMessage } from '@supplier/contracts/chats';
import { Component as DetailRoute } from './detail';
import { Component as ListRoute } from './list';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';

vi.mock('@/lib/realtime', () => ({ listenPrivate: () => () => undefined, onReconnected: () => () => undefined }));

// jsdom has no layout: a 1280 px screen as the media queries see it (the side-by-side view, the order panel as a sheet).
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const chat = (id: number, buyer: string, last: string): ChatDetail => ({
  id,
  buyer_name: buyer,
  last_message: { id: id * 10, text: last, author: 'buyer' },
  last_message_at: '2026-11-28T10:00:00.000Z',
  unread: 0,
  subject: null,
  supplier_read_id: id * 10,
  buyer_read_id: 0,
  created_at: '2026-11-27T10:00:00.000Z',
});
const chats = [chat(1, 'Олена Коваль', 'Чи є в наявності?'), chat(2, 'Петро Левченко', 'Коли відправите?')];
const message = (chatId: number, text: string): ChatMessage => ({
  id: chatId * 10,
  chat_id: chatId,
  author: 'buyer',
  client_id: `c${chatId}`,
  text,
  attachments: [],
  created_at: '2026-11-28T10:00:00.000Z',
});

/** /chats and /chats/{id} as the panel's route table has them: each its own route module. */
function renderChats(route: string) {
  stubApi(({ url }) => {
    const path = new URL(url, 'http://panel').pathname;
    const [, id, part] = /\/chats\/(\d+)(?:\/(\w+))?$/.exec(path) ?? [];
    const found = chats.find((item) => item.id === Number(id));
    if (path.endsWith('/chats')) return { data: chats, meta: { next_cursor: null } };
    if (found && part === 'messages')
      return { data: [message(found.id, found.last_message!.text)], meta: { has_more: false } };
    if (found && !part) return { data: found };
    if (id && !part) return jsonResponse({ message: 'Не знайдено.' }, 404);
    return { data: [] };
  });
  return renderWithProviders(
    <Routes>
      <Route path="/chats" element={<ListRoute />} />
      <Route path="/chats/:chatId" element={<DetailRoute />} />
    </Routes>,
    { route },
  );
}

const pane = () => screen.getByTestId('chat-pane');
const row = (buyer: string) => screen.getAllByTestId('chat-row').find((link) => link.textContent?.includes(buyer))!;

describe('Chats at 1024 px and wider', () => {
  it('shows the list beside a prompt; choosing a chat shows its messages beside the list, marked in it', async () => {
    const { user, router } = renderChats('/chats');
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(2);
    expect(within(pane()).getByText('Оберіть чат зі списку')).toBeVisible();

    await user.click(row('Петро Левченко'));
    expect(router.state.location.pathname).toBe('/chats/2');
    expect(await within(pane()).findByTestId('chat-message')).toHaveTextContent('Коли відправите?');
    expect(within(pane()).getByRole('heading', { name: 'Петро Левченко' })).toBeVisible();
    expect(screen.getAllByTestId('chat-row')).toHaveLength(2);
    expect(row('Петро Левченко')).toHaveAttribute('aria-current', 'page');
    expect(row('Олена Коваль')).not.toHaveAttribute('aria-current');
    // No way back is needed beside the list; the answer can be typed at once.
    expect(screen.queryByRole('link', { name: 'До списку чатів' })).toBeNull();
    expect(screen.getByTestId('chat-composer')).toHaveFocus();
  });

  it('keeps the list’s search while chats are switched; back and forward walk the chats opened', async () => {
    const { user, router } = renderChats('/chats');
    await screen.findAllByTestId('chat-row');
    await user.type(screen.getByTestId('chats-search'), 'Л');

    await user.click(row('Олена Коваль'));
    expect(await within(pane()).findByText('Чи є в наявності?')).toBeVisible();
    await user.click(row('Петро Левченко'));
    expect(await within(pane()).findByText('Коли відправите?')).toBeVisible();
    expect(screen.getByTestId('chats-search')).toHaveValue('Л');

    await router.navigate(-1);
    expect(await within(pane()).findByText('Чи є в наявності?')).toBeVisible();
    expect(row('Олена Коваль')).toHaveAttribute('aria-current', 'page');
    await router.navigate(-1);
    expect(await within(pane()).findByText('Оберіть чат зі списку')).toBeVisible();
    expect(screen.getByTestId('chats-search')).toHaveValue('Л');
    await router.navigate(1);
    expect(await within(pane()).findByText('Чи є в наявності?')).toBeVisible();
  });

  it('moves through the list with the arrow keys, opens a chat with Enter, and Escape returns to it', async () => {
    const { user, router } = renderChats('/chats');
    await screen.findAllByTestId('chat-row');
    row('Олена Коваль').focus();
    await user.keyboard('{ArrowDown}');
    expect(row('Петро Левченко')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(pane()).findByText('Коли відправите?')).toBeVisible();
    expect(router.state.location.pathname).toBe('/chats/2');
    expect(screen.getByTestId('chat-composer')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(row('Петро Левченко')).toHaveFocus();
  });

  it('says a chat that is not there is not found, the list still beside it', async () => {
    renderChats('/chats/99');
    expect(await within(pane()).findByText('Чат не знайдено')).toBeVisible();
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(2);
  });
});
