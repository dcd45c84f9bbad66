import { beforeAll, describe, expect, it } from 'vitest';
import { permissionLabels, roleLabels } from '@supplier/contracts/permission-labels';
import { FORBIDDEN_ROLE, isRolePermission, roleCan, type Permission } from '@supplier/contracts/permissions';
import { TEAM_ROLES, type TeamRole } from '@supplier/contracts/team-roles';
import { multipart, ok, supplier, type Supplier } from '../modules/catalog/testing';
import { useClockedApp } from '../modules/identity/testing';
import { addMember } from '../modules/team/testing';
import { endpointTable, openapiPath, tablesDigest, type Declared } from '../test/endpoint-table';

const refusalText = (role: TeamRole, permission: Permission) =>
  `Ваша роль «${roleLabels.uk[role]}» не дає доступу до розділу «${permissionLabels.uk[permission]}».`;

/** The routes outside the table that a member may call (files), with their permissions. */
const FILES: { url: string; permission: Permission }[] = [
  { url: '/api/admin-suppliers/v1/orders/export', permission: 'orders:read' },
  { url: '/api/admin-suppliers/v1/orders/1/waybill/sticker', permission: 'waybills' },
  { url: '/api/admin-suppliers/v1/orders/waybills/stickers?ids=1', permission: 'waybills' },
  { url: '/api/admin-suppliers/v1/products/export', permission: 'catalogue' },
  { url: '/api/admin-suppliers/v1/product-imports/template', permission: 'catalogue' },
  { url: '/api/admin-suppliers/v1/product-imports/1/problems', permission: 'catalogue' },
  { url: '/api/admin-suppliers/v1/chats/1/attachments/a.png', permission: 'chats' },
];

describe('the permission each endpoint declares is kept for every role (ADR 0041)', () => {
  const t = useClockedApp({ JOBS_WORKER: 'false' });
  let declared: Declared[];
  let owner: Supplier;
  const tokens = {} as Record<TeamRole, string>;

  beforeAll(async () => {
    declared = await endpointTable();
    // a table's routes registered by a module still being built are left to its own tests
    declared = declared.filter(({ endpoint }) =>
      t.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }),
    );
    expect(declared.length).toBeGreaterThan(190);
    owner = await supplier(t);
    for (const role of TEAM_ROLES) tokens[role] = (await addMember(t, owner, role)).token;
  });

  const byRole = () => declared.filter((d) => isRolePermission(d.permission));

  /** Calls an endpoint as a member with the smallest body it takes (most answer 404 or 422 when let in). */
  const callAs = (token: string, { endpoint, body }: Declared) => {
    const upload = body === 'multipart' ? multipart([{ name: 'a.txt', content: Buffer.from('a') }], 'file') : null;
    return t.call({
      method: endpoint.method,
      // rows that do not exist: a call let in changes nothing it could end the test's sessions with
      url: `/api${endpoint.path}`.replace(/:\w+/g, '999999'),
      token,
      ...(upload ?? (body ? { payload: {} } : {})),
      ...(upload ? { headers: upload.headers } : {}),
    });
  };

  it('declares a permission of the matrix or a kind of sign-in on every endpoint', () => {
    const kinds = new Set(declared.map((d) => d.permission));
    for (const kind of kinds)
      expect(isRolePermission(kind) || ['member', 'public', 'token', 'marketplace'].includes(kind)).toBe(true);
    // the supplier API keeps its token scopes, the gateway its signature
    expect(
      declared.filter((d) => d.endpoint.path.startsWith('/supplier/')).every((d) => d.permission === 'token'),
    ).toBe(true);
    expect(byRole().length).toBeGreaterThan(150);
  });

  it('leaves the balances out of the panel settings for a role that does not read money', async () => {
    const balances = async (token: string) =>
      ok<{ balance: unknown; service_balance: unknown }>(
        await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/settings', token }),
      );
    for (const role of TEAM_ROLES) {
      const answer = await balances(tokens[role]);
      if (roleCan(role, 'money:read')) expect(answer.balance, role).toMatchObject({ total: expect.any(Number) });
      else expect([answer.balance, answer.service_balance], role).toEqual([null, null]);
    }
    expect((await balances(owner.token)).service_balance).toMatchObject({ total: expect.any(Number) });
  });

  it('refuses every role the matrix does not give the permission with 403 and its text, writing nothing', async () => {
    const before = await tablesDigest(t.database.db);
    const problems: string[] = [];
    for (const role of TEAM_ROLES) {
      for (const declaration of byRole().filter((d) => !roleCan(role, d.permission as Permission))) {
        const response = await callAs(tokens[role], declaration);
        const answer = response.statusCode === 403 ? (response.json() as { code?: string; message?: string }) : {};
        if (
          answer.code !== FORBIDDEN_ROLE.code ||
          answer.message !== refusalText(role, declaration.permission as Permission)
        ) {
          problems.push(`${role} ${declaration.operationId} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await tablesDigest(t.database.db)).toBe(before);
  });

  it('lets every role through to what the matrix gives it (any answer but 403 or 401)', async () => {
    const problems: string[] = [];
    // last: an allowed call may change the supplier's rows (each with a body too small to do much)
    for (const role of TEAM_ROLES) {
      const allowed = declared.filter(
        (d) =>
          (isRolePermission(d.permission) && roleCan(role, d.permission)) ||
          (d.permission === 'member' && d.endpoint.method === 'GET'),
      );
      for (const declaration of allowed) {
        const response = await callAs(tokens[role], declaration);
        // 401 would mean a call before it ended the member's session: the rest would pass unchecked
        if (response.statusCode === 403 || response.statusCode === 401) {
          problems.push(`${role} ${declaration.operationId} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the same rule on the files outside the table', async () => {
    const problems: string[] = [];
    for (const role of TEAM_ROLES) {
      for (const { url, permission } of FILES) {
        const response = await t.call({ method: 'GET', url, token: tokens[role] });
        const refused = response.statusCode === 403 && response.json<{ code: string }>().code === FORBIDDEN_ROLE.code;
        if (refused === roleCan(role, permission)) problems.push(`${role} ${url} → ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/admin-suppliers/v1/customer/account/balance',
      token: tokens.warehouse,
      headers: { 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: FORBIDDEN_ROLE.code,
      message: 'Your role “Warehouse” gives no access to “Balances and payouts (read-only)”.',
    });
  });

  it('documents the refusal of every endpoint that a role may be refused', async () => {
    const { paths } = ok<{ paths: Record<string, Record<string, { responses: object }>> }>(
      await t.call({ method: 'GET', url: '/api/docs/json' }),
    );
    const missing = byRole().filter(
      (d) => !('403' in (paths[openapiPath(d.endpoint)]?.[d.endpoint.method.toLowerCase()]?.responses ?? {})),
    );
    expect(missing.map((d) => d.operationId)).toEqual([]);
  });
});
