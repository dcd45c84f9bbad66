import { describe, expect, it } from 'vitest';
import { changeRows, type ValueWords } from './change-values';

const words: ValueWords = {
  yes: 'так',
  no: 'ні',
  productStatus: { active: 'Активний' },
  teamStatus: { active: 'Активний', deactivated: 'Вимкнений', open: 'Очікує відповіді', revoked: 'Відкликане' },
  notificationTypes: { order: 'Замовлення', ttn_added: 'ТТН додано', system: 'Системні' },
};

describe('changeRows', () => {
  it('names the notification types a channel sends, and none as a dash', () => {
    const rows = changeRows(
      { telegram_types: { from: ['order', 'ttn_added'], to: ['system'] }, sms_types: { from: ['order'], to: [] } },
      { objectType: 'notification', locale: 'uk', words },
    );
    expect(rows.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 'Замовлення, ТТН додано', to: 'Системні' },
      { from: 'Замовлення', to: '—' },
    ]);
  });

  it('lists other codes as they are, comma-separated: a webhook’s events, a token’s scopes', () => {
    const [events] = changeRows(
      { events: { from: ['order.created'], to: ['order.created', 'order.status_changed'] } },
      { objectType: 'webhooks', locale: 'en', words },
    );
    expect(events).toMatchObject({ from: 'order.created', to: 'order.created, order.status_changed' });
  });

  it('names a team member’s role and status, an invitation’s status and a return’s status in words', () => {
    const member = changeRows(
      { role: { from: 'warehouse', to: 'manager' }, status: { from: 'active', to: 'deactivated' } },
      { objectType: 'team', locale: 'uk', words },
    );
    expect(member).toEqual([
      { field: 'role', label: 'Роль', from: 'Склад', to: 'Менеджер' },
      { field: 'status', label: 'Статус', from: 'Активний', to: 'Вимкнений' },
    ]);
    const invitation = changeRows(
      { status: { from: 'open', to: 'revoked' } },
      { objectType: 'team-invitations', locale: 'uk', words },
    );
    expect(invitation[0]).toMatchObject({ from: 'Очікує відповіді', to: 'Відкликане' });
    const request = changeRows(
      { status: { from: 'requested', to: 'refused' } },
      { objectType: 'returns', locale: 'en', words },
    );
    expect(request[0]).toMatchObject({ label: 'Status', from: 'New request' });
    expect(request[0]!.to).not.toBe('refused');
  });
});
