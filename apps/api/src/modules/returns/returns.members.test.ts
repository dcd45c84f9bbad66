import { describe, expect, it } from 'vitest';
import { activityResponse } from '@supplier/contracts/activity';
import { useTestApp } from '../../test/app';
import { API, ok } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, seller } from '../orders/testing';
import { addMember } from '../team/testing';
import { completedOrder, requestReturn, returnDetail, returnPath } from './testing';

describe('a return request’s moves name the team member who made them (issue 34)', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });

  it('in the request’s history and in «Журнал дій», with the status before and after', async () => {
    const s = await seller(t);
    const manager = await addMember(t, s, 'manager');
    const order = await completedOrder(t, s);
    const id = await requestReturn(t, s, order.externalId, { items: [{ product_id: s.productId, quantity: 1 }] });
    const { version } = await returnDetail(s, id);
    const refused = await t.call({
      method: 'POST',
      url: `${API}${returnPath(id, 'refuse')}`,
      token: manager.token,
      payload: { version, reason: 'Товар має сліди використання, повернення не приймаємо.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);

    const history = (await returnDetail(s, id)).history;
    expect(history.at(-1)).toMatchObject({
      type: 'refused',
      actor: 'panel',
      member: { id: manager.memberId, name: 'Олена Склад' },
    });
    expect(history[0]).toMatchObject({ type: 'requested', member: null });

    const entries = activityResponse.parse(ok(await s.get(`/activity?object_type=returns&object_id=${id}`))).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      member_id: manager.memberId,
      actor_name: 'Олена Склад',
      action: 'refuseReturn',
      object: { type: 'returns', id: String(id) },
      changes: { status: { from: 'requested', to: 'refused' } },
    });
    expect(entries[0]!.object.label).toMatch(/^№ \d+$/);
  });
});
