/**
 * Product imports (issue 13) on PostgreSQL: a YML feed of BENCH_IMPORT_OFFERS offers (100,000 by
 * default), then the same rows as Prom's XLSX export, each checked (the dry run) and applied (the
 * background run, pictures queued behind it, params filling attributes) by the built product, against
 * `COPY` of the same rows into the products table as the floor. Prints rows/s and the API
 * process's peak resident memory for each; the targets are apply ≤ 3× the COPY time and
 * peak RSS ≤ 300 MB whatever the file size.
 *
 *   npm run build && npm run bench:imports -w @supplier/bench
 */
import { chmodSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { isMain } from './lib/paths';
import { onInterrupt, procStatusKib, resetPeak, stopAll } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const offers = Math.max(1, Number(process.env.BENCH_IMPORT_OFFERS ?? 100_000));
const dbName = 'bench_imports';
const DEMO = { login: '+380501234567', password: 'demo12345' };
const KETTLES = 'Побутова техніка / Техніка для кухні / Електрочайники';
const RSS_TARGET_MB = 300;
const COPY_RATIO_TARGET = 3;

const offerName = (i: number) => `Електрочайник Ранок ${i} 1,7 л`;
const offerSku = (i: number) => `BENCH-IMP-${i}`;
const offerPrice = (i: number) => 500 + (i % 2000);

/** A Prom-style feed of `offers` offers, written line by line (both languages, CDATA, pictures, params). */
export function writeFeed(path: string, offers: number): void {
  const fd = openSync(path, 'w');
  writeSync(
    fd,
    `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-11-25 10:00"><shop><name>Бенч</name>\n` +
      `<currencies><currency id="UAH" rate="1"/></currencies>\n<categories>\n` +
      `<category id="1">Побутова техніка</category>\n<category id="2" parentId="1">Електрочайники</category>\n` +
      `</categories>\n<offers>\n`,
  );
  let chunk = '';
  for (let i = 0; i < offers; i += 1) {
    chunk +=
      `<offer id="${i + 1}.0" available="true"><name>Электрочайник ${i}</name><name_ua>${offerName(i)}</name_ua>` +
      `<description><![CDATA[<p>Описание ${i}</p>]]></description>` +
      `<description_ua><![CDATA[<p>Потужний <b>чайник</b> №${i} з фільтром.</p>]]></description_ua>` +
      `<price>${offerPrice(i)}</price><currencyId>UAH</currencyId><categoryId>2</categoryId>` +
      `<picture>https://cdn.example.ua/${i}/1.jpg</picture><picture>https://cdn.example.ua/${i}/2.jpg</picture>` +
      `<vendor>Ранок</vendor><vendorCode>${offerSku(i)}</vendorCode><stock_quantity>${i % 50}</stock_quantity>` +
      `<param name="Обʼєм" unit="л">1,7</param><param name="Колір">Білий</param></offer>\n`;
    if (chunk.length > 1 << 20) {
      writeSync(fd, chunk);
      chunk = '';
    }
  }
  writeSync(fd, `${chunk}</offers></shop></yml_catalog>\n`);
  closeSync(fd);
}

/** The same offers as Prom's XLSX export (Ukrainian headers, a characteristic as a name/unit/value triple), saved with a shared strings table as Excel saves it, streamed to disk. */
export async function writeXlsx(path: string, offers: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Export Products Sheet');
  sheet
    .addRow([
      'Код_товару',
      'Назва_позиції',
      'Назва_позиції_укр',
      'Опис_укр',
      'Ціна',
      'Валюта',
      'Посилання_зображення',
      'Наявність',
      'Кількість',
      'Виробник',
      'Унікальний_ідентифікатор',
      'Номер_групи',
      'Назва_групи',
      'Назва_Характеристики',
      'Одиниця_виміру_Характеристики',
      'Значення_Характеристики',
    ])
    .commit();
  for (let i = 0; i < offers; i += 1) {
    sheet
      .addRow([
        offerSku(i),
        `Электрочайник ${i}`,
        offerName(i),
        `<p>Потужний <b>чайник</b> №${i} з фільтром.</p>`,
        offerPrice(i),
        'UAH',
        `https://cdn.example.ua/${i}/1.jpg, https://cdn.example.ua/${i}/2.jpg`,
        '+',
        i % 50,
        'Ранок',
        i + 1,
        2,
        'Електрочайники',
        'Колір',
        '',
        'Білий',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

const mb = (kib: number | null) => (kib === null ? NaN : kib / 1024);

export async function benchImports(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = databaseUrl(dbName);
  const dir = mkdtempSync(join(tmpdir(), 'bench-imports-'));
  chmodSync(dir, 0o755); // the database server reads the COPY file from here
  const feedPath = join(dir, 'feed.yml');
  const db = new pg.Client({ connectionString: url });
  const release = async () => {
    await db.end().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    const written = performance.now();
    writeFeed(feedPath, offers);
    const feedMb = statSync(feedPath).size / 1024 / 1024;
    console.log(
      `feed: ${fmt.int(offers)} offers, ${feedMb.toFixed(1)} MB (written in ${((performance.now() - written) / 1000).toFixed(1)} s)`,
    );

    const server = await startProduct({
      databaseUrl: url,
      dataDir: join(dir, 'data'),
      env: { DEMO_SEED: 'true', JOBS_WORKER: 'true' },
      timeoutMs: 120_000,
    });
    await db.connect();
    const base = `${server.baseUrl}/api/admin-suppliers/v1`;
    const headers = await signIn(server.baseUrl, DEMO);
    const phases = async (file: string, name: string, type: string) => {
      const upload = () => {
        const form = new FormData();
        form.append('file', new Blob([readFileSync(file)], { type }), name);
        return form;
      };

      // The dry run.
      const idleMb = mb(procStatusKib(server.pid, 'VmRSS'));
      resetPeak(server.pid);
      let started = performance.now();
      const checked = await fetch(`${base}/product-imports/check`, { method: 'POST', headers, body: upload() });
      if (!checked.ok) throw new Error(`check: ${checked.status} ${await checked.text()}`);
      const check = ((await checked.json()) as { data: { counts: Record<string, number> } }).data;
      const checkSeconds = (performance.now() - started) / 1000;
      const checkPeak = mb(procStatusKib(server.pid, 'VmHWM'));

      // The run.
      const beforeApplyMb = mb(procStatusKib(server.pid, 'VmRSS'));
      resetPeak(server.pid);
      started = performance.now();
      const startedRun = await fetch(`${base}/product-imports`, { method: 'POST', headers, body: upload() });
      if (startedRun.status !== 201) throw new Error(`start: ${startedRun.status} ${await startedRun.text()}`);
      const { id } = ((await startedRun.json()) as { data: { id: number } }).data;
      let run: { status: string; counts: Record<string, number>; processed: number } = {
        status: 'queued',
        counts: {},
        processed: 0,
      };
      let peakKib = 0;
      while (run.status === 'queued' || run.status === 'running') {
        await sleep(250);
        peakKib = Math.max(peakKib, procStatusKib(server.pid, 'VmHWM') ?? 0);
        const response = await fetch(`${base}/product-imports/${id}`, { headers });
        run = ((await response.json()) as { data: typeof run }).data;
      }
      const applySeconds = (performance.now() - started) / 1000;
      const applyPeak = mb(Math.max(peakKib, procStatusKib(server.pid, 'VmHWM') ?? 0));
      return { check, checkSeconds, idleMb, checkPeak, run, applySeconds, beforeApplyMb, applyPeak };
    };
    const yml = await phases(feedPath, 'feed.yml', 'application/xml');
    // The same rows as a fresh import from Prom's XLSX: the YML's products go first.
    await db.query(`delete from products where sku like 'BENCH-IMP-%'`);
    const xlsxPath = join(dir, 'feed.xlsx');
    await writeXlsx(xlsxPath, offers);
    console.log(`xlsx: ${(statSync(xlsxPath).size / 1024 / 1024).toFixed(1)} MB`);
    const xlsx = await phases(
      xlsxPath,
      'feed.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    await server.stop();

    // The floor: COPY of the same rows into products.
    const [{ supplier_id: supplierId, category_id: categoryId }] = (
      await db.query(
        `select s.id::int as supplier_id, c.id::int as category_id from suppliers s, categories c
         where s.telephone = $1 and c.path = $2`,
        [DEMO.login, KETTLES],
      )
    ).rows as [{ supplier_id: number; category_id: number }];
    await db.query(`delete from products where supplier_id = $1 and sku like 'BENCH-IMP-%'`, [supplierId]);
    const csvPath = join(dir, 'rows.csv');
    const fd = openSync(csvPath, 'w');
    let chunk = '';
    for (let i = 0; i < offers; i += 1) {
      chunk += `${supplierId},${categoryId},"${offerName(i)}","<p>Потужний <strong>чайник</strong> №${i} з фільтром.</p>",${offerSku(i)},Ранок,${offerPrice(i) * 100},${i % 50},active\n`;
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, chunk);
    closeSync(fd);
    let copySeconds = NaN;
    try {
      const started = performance.now();
      await db.query(
        `copy products (supplier_id, category_id, name, description, sku, brand, price, stock, status) from '${csvPath}' with (format csv)`,
      );
      copySeconds = (performance.now() - started) / 1000;
    } catch (error) {
      console.log(`COPY floor not measured: ${(error as Error).message}`);
    }

    const rowsOf = (label: string, p: typeof yml) => [
      [
        `${label} dry run (POST product-imports/check)`,
        fmt.int(offers),
        p.checkSeconds.toFixed(1),
        fmt.int(offers / p.checkSeconds),
        p.idleMb.toFixed(0),
        p.checkPeak.toFixed(0),
        `RSS ≤ ${RSS_TARGET_MB}`,
      ],
      [
        `${label} apply (upload → run done)`,
        fmt.int(p.run.processed),
        p.applySeconds.toFixed(1),
        fmt.int(offers / p.applySeconds),
        p.beforeApplyMb.toFixed(0),
        p.applyPeak.toFixed(0),
        `≤ ${COPY_RATIO_TARGET}× COPY (${(p.applySeconds / copySeconds).toFixed(1)}×), RSS ≤ ${RSS_TARGET_MB}`,
      ],
    ];
    printTable(
      ['phase', 'rows', 'seconds', 'rows/s', 'RSS before MB', 'peak RSS MB', 'target'],
      [
        ...rowsOf('YML', yml),
        ...rowsOf('XLSX', xlsx),
        [
          'COPY into products (floor)',
          fmt.int(offers),
          copySeconds.toFixed(1),
          fmt.int(offers / copySeconds),
          '',
          '',
          '',
        ],
      ],
    );
    for (const [label, p] of [
      ['YML', yml],
      ['XLSX', xlsx],
    ] as const) {
      console.log(
        `${label}: dry run counts ${JSON.stringify(p.check.counts)}; run ${p.run.status} ${JSON.stringify(p.run.counts)}; apply / COPY = ${(p.applySeconds / copySeconds).toFixed(1)}×`,
      );
    }
    const summary = (p: typeof yml) => ({
      check: { seconds: p.checkSeconds, idleMb: p.idleMb, peakMb: p.checkPeak, counts: p.check.counts },
      apply: {
        seconds: p.applySeconds,
        beforeMb: p.beforeApplyMb,
        peakMb: p.applyPeak,
        status: p.run.status,
        counts: p.run.counts,
      },
      ratio: p.applySeconds / copySeconds,
    });
    saveResults('imports', { offers, feedMb, copySeconds, yml: summary(yml), xlsx: summary(xlsx) });
    const held = (p: typeof yml) =>
      p.run.status === 'done' &&
      p.checkPeak <= RSS_TARGET_MB &&
      p.applyPeak <= RSS_TARGET_MB &&
      (Number.isNaN(copySeconds) || p.applySeconds / copySeconds <= COPY_RATIO_TARGET);
    return held(yml) && held(xlsx);
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchImports().then(
    (held) => {
      if (!held) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
