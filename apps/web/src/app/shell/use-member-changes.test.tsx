import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { roleOf } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { stubApi, testQueryClient } from '@/test/render';
import { signInAs } from '@/test/sign-in-as';
import { useMemberChanges } from './use-member-changes';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
vi.mock('@/lib/realtime', () => ({
  listenPrivate: (channel: string, event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(`${channel} ${event}`, handler);
    return () => realtime.handlers.delete(`${channel} ${event}`);
  },
  disconnectRealtime: vi.fn(),
}));
const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/features/identity/api/logout', () => ({ logout }));

/** The memberships answer with the signed-in member's role as the server now has it. */
function serverRole(current: { role: string }) {
  stubApi(({ url }) =>
    url.includes('/team/memberships')
      ? {
          data: [{ supplier_id: 7, supplier_name: 'Крамниця', role: current.role, holder: false, current: true }],
          me: { member_id: 41, name: 'Олена', telephone: '+380501234567', role: current.role },
        }
      : { data: {} },
  );
}

function listen() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useMemberChanges(), { wrapper });
}

const heard = () => realtime.handlers.get('member.41 member.changed');

describe('a member’s panel follows the owner’s change at once (ADR 0048)', () => {
  afterEach(() => useSession.getState().clear());

  it('takes the new role when the owner changes it: the menu and buttons re-derive from it', async () => {
    const current = { role: 'support' };
    serverRole(current);
    signInAs('support');
    listen();
    await vi.waitFor(() => expect(heard()).toBeDefined());
    current.role = 'manager';
    heard()!({ active: true });
    await vi.waitFor(() => expect(roleOf(useSession.getState().user)).toBe('manager'));
    expect(logout).not.toHaveBeenCalled();
  });

  it('signs out when the owner deactivates or removes the member', async () => {
    serverRole({ role: 'warehouse' });
    signInAs('warehouse');
    listen();
    await vi.waitFor(() => expect(heard()).toBeDefined());
    heard()!({ active: false });
    expect(logout).toHaveBeenCalledOnce();
  });

  it('keeps the member’s own Telegram chat when the bot links it (ADR 0052)', async () => {
    serverRole({ role: 'manager' });
    signInAs('manager');
    listen();
    const connected = () => realtime.handlers.get('member.41 connect-telegram');
    await vi.waitFor(() => expect(connected()).toBeDefined());
    expect(useSession.getState().user?.data.telegram_id ?? null).toBeNull();
    connected()!({ tgChatId: '900123', success: true });
    expect(useSession.getState().user?.data.telegram_id).toBe('900123');
  });
});
