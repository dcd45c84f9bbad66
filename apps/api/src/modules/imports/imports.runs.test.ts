import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productImportSavedResponse } from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { useTestApp } from '../../test/app';
import { authorizeChannel } from '../realtime/testing';
import { csvRows, FORMULA_PAYLOADS, xlsxRows } from '../../test/table-file';
import { multipart, ok, supplier, uniqueSku } from '../catalog/testing';
import { rowsOf } from '../../db/rows';
import { jobsRepository } from '../../jobs/jobs.repository';
import { importsContext } from './imports.context';
import { IMPORT_APPLY_JOB } from './imports.jobs';
import { feed, importCalls } from './testing';

describe('product imports: a run that cannot end, another supplier’s run and the error file (issue 13)', () => {
  // Jobs run when the test says (drain), not in the background.
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const { drain, start, run, bySku } = importCalls(t);

  it('a run whose job ends with its process on every try fails with a reason the supplier reads, and is not run again', async () => {
    await drain();
    const s = await supplier(t);
    const sku = uniqueSku('DIES');
    const started = await start(s, feed([{ sku, name: 'Чайник', price: '100' }]));
    // Each try was claimed by a process that died running it (out of memory, say): its lease ran out.
    const jobs = jobsRepository(t.app.database.db);
    const now = t.app.drivers.clock.now();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await jobs.claim([IMPORT_APPLY_JOB], now, now)).toMatchObject({
        attempts: attempt,
        payload: { importId: started.id },
      });
    }
    await drain();
    const failed = await run(s, started.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error:
        'Імпорт зупинено: файл не вдалося обробити за кілька спроб. Вже застосовані пакети товарів залишаються. Перевірте файл і запустіть імпорт знову; якщо це повториться, напишіть у підтримку.',
    });
    expect(await bySku(s, sku)).toBeUndefined();
    expect(await importsContext(t.app).runs.find(s.id, started.id)).toMatchObject({ fileUrl: null });
    const [job] = rowsOf<{ status: string; last_error: string }>(
      await t.app.database.db.execute(
        sql`select status, last_error from jobs where kind = ${IMPORT_APPLY_JOB} and payload->>'importId' = ${String(started.id)}`,
      ),
    );
    expect(job).toMatchObject({ status: 'failed', last_error: expect.stringContaining('its process ended') });
    const notifications = ok<{ data: { title: string }[] }>(
      await t.call({ method: 'GET', url: '/api/v2/notifications', token: s.token }),
    ).data;
    expect(notifications.map((n) => n.title)).toContain('Імпорт товарів завершено');
  });

  it('another supplier run answers 404 everywhere', async () => {
    const owner = await supplier(t);
    const mine = await start(owner, feed([{ sku: uniqueSku(), name: 'Чайник', price: '100' }]));
    const stranger = await supplier(t);
    expect((await stranger.get(`/product-imports/${mine.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/product-imports/${mine.id}/cancel`)).statusCode).toBe(404);
    const list = ok<{ data: { id: number }[] }>(await stranger.get('/product-imports')).data;
    expect(list.map((r) => r.id)).not.toContain(mine.id);
    const channel = await authorizeChannel(t, stranger.token, `private-import.${mine.id}`);
    expect(channel.statusCode).toBe(403);
    const own = await authorizeChannel(t, owner.token, `private-import.${mine.id}`);
    expect(own.statusCode).toBe(200);
  });

  it('the error file carries the supplier own table rows under their own headers, and imports again as it is', async () => {
    const s = await supplier(t);
    const good = uniqueSku('ROWOK');
    const header = ['Код_товара', 'Название_позиции_укр', 'Цена', 'Валюта', 'Название_группы', 'Моя колонка'];
    const rows = [
      [good, 'Чайник Добрий', '500', 'UAH', 'Електрочайники', 'своє'],
      ['', 'Чайник без артикула', '510', 'UAH', 'Електрочайники', 'нотатка'],
      [uniqueSku('ROWBAD'), 'Чайник у доларах', '20', 'USD', 'Електрочайники', ''],
    ];
    const csv = [header, ...rows].map((row) => row.join(',')).join('\r\n');
    const started = await t
      .call({
        method: 'POST',
        url: `/api${importsEndpoints.startProductImport.path}`,
        token: s.token,
        ...multipart([{ name: 'prom.csv', content: Buffer.from(csv) }], 'file'),
      })
      .then((response) => productImportSavedResponse.parse(ok(response, 201)).data);
    await drain();
    expect((await run(s, started.id)).counts).toMatchObject({ create: 1, skip: 2 });

    const file = await s.get(`/product-imports/${started.id}/problems?format=csv`);
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Код_товара,Название_позиции_укр,Цена,Валюта,Название_группы,Моя колонка,Рядок,Що не так');
    expect(lines[1]).toBe(
      ',Чайник без артикула,510,UAH,Електрочайники,нотатка,3,Помилка (vendorCode): Немає артикула (vendorCode): за ним товар знаходиться під час оновлення. Без артикулів оберіть пошук товарів за id пропозиції фіду.',
    );
    expect(lines[2]).toMatch(
      /^ROWBAD-[^,]+,Чайник у доларах,20,USD,Електрочайники,,4,Помилка \(currencyId\): Валюта USD/,
    );
    // The product made has no pictures: a draft, its note on a line of its own (its row is in the catalogue).
    expect(lines[3]).toBe(
      ',,,,,,2,"Попередження (picture): Немає фото: новий товар створюється чернеткою (не активним), доки ви не додасте фото."',
    );
    expect(lines).toHaveLength(4);

    const xlsx = await s.get(`/product-imports/${started.id}/problems?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('issue 29 item 7: the error file keeps every formula start of the supplier’s cells and headers as text', async () => {
    const s = await supplier(t);
    const header = ['Код_товара', 'Название_позиции_укр', 'Цена', 'Валюта', 'Название_группы', '@Моя колонка'];
    const rows = FORMULA_PAYLOADS.map((payload) => ['', payload, '510', 'UAH', 'Електрочайники', payload]);
    const csv = [header, ...rows]
      .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
      .join('\r\n');
    const started = await t
      .call({
        method: 'POST',
        url: `/api${importsEndpoints.startProductImport.path}`,
        token: s.token,
        ...multipart([{ name: 'prom.csv', content: Buffer.from(csv) }], 'file'),
      })
      .then((response) => productImportSavedResponse.parse(ok(response, 201)).data);
    await drain();
    expect((await run(s, started.id)).counts).toMatchObject({ skip: FORMULA_PAYLOADS.length });

    const asCsv = csvRows((await s.get(`/product-imports/${started.id}/problems?format=csv`)).body.slice(1));
    const asXlsx = await xlsxRows((await s.get(`/product-imports/${started.id}/problems?format=xlsx`)).rawPayload);
    for (const [[written, ...lines], lineBreak] of [
      [asCsv, '\r'],
      [asXlsx, '\n'], // XML reads a carriage return back as a line feed
    ] as const) {
      expect(written!.slice(0, 6)).toEqual([...header.slice(0, 5), "'@Моя колонка"]);
      expect(lines).toHaveLength(FORMULA_PAYLOADS.length);
      lines.forEach((line, index) => {
        const expected = `'${FORMULA_PAYLOADS[index]!.replace('\r', lineBreak)}`;
        expect([line[1], line[5]]).toEqual([expected, expected]);
        expect(line[2]).toBe('510');
      });
    }
  });
});
