import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ORDERS_PATHS } from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { csvRows, FORMULA_PAYLOADS, xlsxRows } from '../../test/table-file';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from './testing';

describe('orders export (issue 12)', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });
  const exportOf = (s: Seller, query: string, locale = 'uk') =>
    t.app.inject({
      method: 'GET',
      url: `/api${ORDERS_PATHS.export}?${query}`,
      headers: { authorization: `Bearer ${s.token}`, 'x-session': 'supplier', 'x-locale': locale },
    });

  it('writes every order the list finds as CSV, past one page, in the list’s order, and nothing of another supplier', async () => {
    const s = await seller(t, 1000);
    const other = await seller(t);
    await placeOrder(t, other, { buyer: { name: 'Чужий Покупець', phone: '+380501112233', email: null } });
    const ids: number[] = [];
    for (let i = 0; i < 105; i += 1) {
      ids.push(
        await placeOrder(t, s, {
          buyer: { name: i === 0 ? 'Марія "Квітка", ФОП' : `Покупець ${i}`, phone: '+380671234567', email: null },
        }),
      );
    }
    const response = await exportOf(s, 'format=csv&sort=number&order=asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(response.body.slice(1));
    expect(header!.slice(0, 5)).toEqual(['Номер', 'Дата', 'Статус', 'Покупець', 'Телефон']);
    expect(rows).toHaveLength(105);
    expect(rows[0]![3]).toBe('Марія "Квітка", ФОП');
    expect(rows[0]![2]).toBe('Нове');
    expect(rows.some((row) => row[3] === 'Чужий Покупець')).toBe(false);
    const numbers = rows.map((row) => Number(row[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('takes the list’s filters, reads in English, and refuses a contradictory range with a 422', async () => {
    const s = await seller(t);
    await placeOrder(t, s, { buyer: { name: 'Остап Вишня', phone: '+380931112233', email: null } });
    await placeOrder(t, s, { buyer: { name: 'Леся Українка', phone: '+380671234567', email: null } });

    const found = await exportOf(s, `format=csv&search=${encodeURIComponent('+380931112233')}`, 'en');
    expect(found.statusCode).toBe(200);
    const [header, ...rows] = csvRows(found.body.slice(1));
    expect(header!.slice(0, 3)).toEqual(['Number', 'Date', 'Status']);
    expect(rows.map((row) => row[3])).toEqual(['Остап Вишня']);
    expect(rows[0]![2]).toBe('New');

    const wrong = await exportOf(s, 'format=csv&date_from=2026-02-02&date_to=2026-02-01');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { date_to: [expect.any(String)] } });
  });

  it('exports only the ticked orders when ids are given; another supplier’s ids find nothing', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const [a, , c] = [await placeOrder(t, s), await placeOrder(t, s), await placeOrder(t, s)];
    const foreign = await placeOrder(t, other, {
      buyer: { name: 'Чужий Покупець', phone: '+380501112233', email: null },
    });
    const response = await exportOf(s, `format=csv&sort=number&order=asc&ids=${a},${c},${foreign}`);
    expect(response.statusCode).toBe(200);
    const [, ...rows] = csvRows(response.body.slice(1));
    const numbers = (await s.get(`/orders?ids=${a},${c}&sort=number&order=asc`)).json<{
      data: { number: string }[];
    }>();
    expect(rows.map((row) => row[0])).toEqual(numbers.data.map((order) => order.number));
    expect(rows).toHaveLength(2);
  });

  it('writes an XLSX workbook a spreadsheet opens: a header row, one row per order, totals as numbers', async () => {
    const s = await seller(t);
    for (let i = 0; i < 3; i += 1) await placeOrder(t, s, { quantity: 2 });
    const response = await exportOf(s, 'format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Замовлення');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe('Номер');
    const totalColumn = (sheet.getRow(1).values as unknown[]).indexOf('Сума, грн');
    expect(sheet.getRow(2).getCell(totalColumn).value).toBe(3080);
  });

  it('issue 29 item 7: keeps every formula start in a buyer’s name or city as text in CSV and XLSX, and the phone as it is', async () => {
    const s = await seller(t);
    for (const payload of FORMULA_PAYLOADS) {
      await placeOrder(t, s, {
        buyer: { name: payload, phone: '+380671234567', email: null },
        delivery: { carrier: 'novaposhta', city: payload, branch: 'Відділення №1', cost: 80 },
      });
    }
    const csv = csvRows((await exportOf(s, 'format=csv&sort=number&order=asc')).body.slice(1));
    const xlsx = await xlsxRows((await exportOf(s, 'format=xlsx&sort=number&order=asc')).rawPayload);
    for (const [[header, ...rows], total] of [
      [csv, '1580'],
      [xlsx, 1580],
    ] as const) {
      const at = (name: string) => header!.indexOf(name);
      expect(rows).toHaveLength(FORMULA_PAYLOADS.length);
      // The gateway trims the texts, so a leading tab or CR is gone (the shared writer's test has them).
      expect(rows.map((row) => row[at('Покупець')])).toEqual(FORMULA_PAYLOADS.map((payload) => `'${payload.trim()}`));
      for (const row of rows) {
        expect(row[at('Місто')]).toBe(row[at('Покупець')]);
        expect(row[at('Телефон')]).toBe('+380671234567');
        expect(row[at('Сума, грн')]).toBe(total);
      }
    }
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${ORDERS_PATHS.export}?format=csv`,
      headers: { 'x-session': 'supplier' },
    });
    expect(response.statusCode).toBe(401);
  });
});
