import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, seedDemo } from '../../db/seed';
import { useTestApp } from '../../test/app';

describe('demo seed', () => {
  const t = useTestApp();

  it('adds the demo supplier once; the demo credentials log in by password', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await seedDemo(t.database.db)).toBe(false);
    const response = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Олена Коваленко', is_confirm_telephone: true });
  });

  it('the demo profile is complete: names, email and a photo that is served', async () => {
    await seedDemo(t.database.db);
    const response = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    const { firstname, lastname, email, avatar } = response.json().data as Record<string, string | null>;
    expect([firstname, lastname, email]).toEqual(['Олена', 'Коваленко', 'demo@example.com']);
    expect(avatar).toMatch(/^\/uploads\/avatars\/\d+\/.+\.webp$/);
    const photo = await t.app.inject({ method: 'GET', url: avatar! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });
});
