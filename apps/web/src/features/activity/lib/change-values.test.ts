import { describe, expect, it } from 'vitest';
import { changeRows, type ValueWords } from './change-values';

const words: ValueWords = {
  yes: 'так',
  no: 'ні',
  productStatus: { active: 'Активний' },
  teamStatus: { active: 'Активний', deactivated: 'Вимкнений', open: 'Очікує відповіді', revoked: 'Відкликане' },
};

describe('changeRows', () => {
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
