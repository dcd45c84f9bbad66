import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

describe('GET /v3/countries', () => {
  const t = useTestApp();
  const get = (query = '') => t.call({ method: 'GET', url: `/api/v3/countries${query}` });

  it('lists countries with Ukrainian names and dial codes, Ukraine first, 50 per page', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data[0]).toEqual({ code: 'UA', name: 'Україна', dial_code: '+380' });
    expect(data).toHaveLength(50);
    expect(meta).toEqual({ total: meta.total, per_page: 50, current_page: 1, last_page: Math.ceil(meta.total / 50) });
    expect(meta.total).toBeGreaterThan(230);
    const names = data.slice(1).map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));

    const last = (await get(`?page=${meta.last_page}`)).json();
    expect(last.data.length).toBe(meta.total - 50 * (meta.last_page - 1));
    expect(last.meta.current_page).toBe(meta.last_page);
    expect((await get(`?page=${meta.last_page + 1}`)).json().data).toEqual([]);
  });

  it('searches the Ukrainian name, the ISO code and the dial code', async () => {
    expect((await get(`?search=${encodeURIComponent('польща')}`)).json().data).toEqual([
      { code: 'PL', name: 'Польща', dial_code: '+48' },
    ]);
    expect((await get('?search=pl')).json().data.map((c: { code: string }) => c.code)).toContain('PL');
    const byDial = (await get(`?search=${encodeURIComponent('+380')}`)).json();
    expect(byDial.data).toEqual([{ code: 'UA', name: 'Україна', dial_code: '+380' }]);
    expect(byDial.meta).toEqual({ total: 1, per_page: 50, current_page: 1, last_page: 1 });
    const one = (await get('?search=1')).json().data.map((c: { code: string }) => c.code);
    expect(one).toEqual(expect.arrayContaining(['US', 'CA']));
    const none = (await get('?search=zzzz')).json();
    expect(none).toEqual({ data: [], meta: { total: 0, per_page: 50, current_page: 1, last_page: 1 } });
  });

  it('needs no token but does need the panel header, and validates the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/countries' })).statusCode).toBe(403);
    const bad = await get('?page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ page: ['Значення має бути не менше 1.'] });
  });
});
