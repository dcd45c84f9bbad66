/**
 * One stickers PDF of 200 waybills (issue 32): the time to render it and the process's peak memory,
 * 100×100 mm a page and A4 four-up, through the renderer the local Nova Poshta driver answers
 * `GET …/orders/waybills/stickers` with (the orders' rows read from the database add a few ms).
 * Each order has a long recipient name and branch address, so every sticker wraps them.
 *
 *   npm run bench:stickers -w @supplier/bench
 *
 * Environment (optional): BENCH_STICKERS (200), BENCH_RUNS (5).
 */
import type { Readable } from 'node:stream';
import type { SenderRow } from '../apps/api/src/modules/deliveries';
import type { OrderRow } from '../apps/api/src/modules/orders/orders.repository';
import { stickersPdf } from '../apps/api/src/modules/orders/orders.sticker';
import { isMain } from './lib/paths';
import { saveResults } from './lib/results';
import { printTable } from './lib/table';
import { percentile } from './lib/timing';

const count = Number(process.env.BENCH_STICKERS ?? 200);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const MB = 1024 * 1024;

const sender = {
  counterpartyName: 'ФОП Петренко Іван Степанович',
  contactName: 'Петренко Іван',
  contactPhone: '+380671234567',
  cityName: 'Київ',
  warehouseName: 'Відділення №1: вул. Пирогівський шлях, 135',
  addressText: null,
} as SenderRow;

const orders = Array.from(
  { length: count },
  (_, i) =>
    ({
      id: i + 1,
      number: 100_000 + i,
      ttn: String(20450000000000 + i * 7919),
      recipientName: `Кравченко-Світлицька Олександра Володимирівна ${i}`,
      recipientPhone: '+380931112233',
      city: 'Львів',
      branch: `Відділення №${(i % 300) + 1} (до 30 кг на одне місце): вул. Городоцька, ${i + 1}, біля супермаркету «Сільпо», вхід з боку двору`,
      address: null,
      paymentMethod: i % 3 === 0 ? 'card_online' : 'cod',
      paymentStatus: 'pending',
      total: 245_000 + i * 100,
      prepaid: 0,
    }) as unknown as OrderRow,
);

async function bytesOf(pdf: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of pdf) bytes += (chunk as Buffer).length;
  return bytes;
}

export async function benchStickers(): Promise<void> {
  console.log(`\n# One stickers PDF of ${count} waybills (${runs} runs a format)\n`);
  const rows: (string | number)[][] = [];
  const figures: Record<string, unknown> = {};
  for (const format of ['100x100', 'a4'] as const) {
    const times: number[] = [];
    let size = 0;
    let heapPeak = 0;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 2);
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      size = await bytesOf(await stickersPdf(orders, sender, format));
      times.push(performance.now() - started);
    }
    clearInterval(sampler);
    times.sort((a, b) => a - b);
    const rssPeak = (process.resourceUsage().maxRSS * 1024) / MB;
    const pages = format === 'a4' ? Math.ceil(count / 4) : count;
    rows.push([
      format,
      pages,
      (size / MB).toFixed(2),
      percentile(times, 50).toFixed(0),
      times.at(-1)!.toFixed(0),
      rssPeak.toFixed(0),
      (heapPeak / MB).toFixed(0),
    ]);
    figures[format] = { pages, bytes: size, p50Ms: percentile(times, 50), maxMs: times.at(-1), rssPeakMb: rssPeak };
  }
  printTable(['format', 'pages', 'PDF MB', 'p50 ms', 'max ms', 'process RSS peak MB', 'heap peak MB'], rows);
  saveResults('stickers', figures);
}

if (isMain(import.meta.url)) {
  benchStickers().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
