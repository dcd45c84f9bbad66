import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

describe('conventions', () => {
  const t = useTestApp();

  it('answers health without the session header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('refuses an API call without X-SESSION: supplier with 403 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-session': 'buyer' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'session_header',
      message: 'Доступ дозволено лише для кабінету постачальника.',
    });
  });

  it('answers an unknown API path with a JSON 404 in the request language', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here', headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('sends security headers with a CSP', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
