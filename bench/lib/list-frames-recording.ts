/**
 * The list-frames bench's in-page recording: the scripts it installs in the page (first row, long
 * tasks, frames during a scroll) and the figures it makes of the frames recorded.
 */
import type { Browser } from 'playwright-core';
import { percentile } from './timing';

/** One frame at 60 Hz, and two (an interval above this means at least one frame was not drawn). */
const FRAME_MS = 1000 / 60;
const BUDGET_MS = 16.7;
const DROPPED_MS = 33;
/** Frames recorded with the page left alone before the scroll: the environment's own frame rate. */
export const IDLE_MS = 2000;

export interface FrameFigures {
  durationMs: number;
  frames: number;
  fps: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  over16: number;
  over33: number;
  /** Σ (round(interval / 16.67) − 1): vsyncs with no new frame. */
  missedVsyncs: number;
  longTasks: number;
  longTaskMs: number;
}

export interface Recorded {
  times: number[];
  range: number;
  maxRows: number;
  longTasks: { start: number; duration: number }[];
}

export function frameFigures(recorded: Recorded): FrameFigures {
  const intervals = recorded.times.slice(1).map((time, i) => time - recorded.times[i]!);
  const sorted = [...intervals].sort((a, b) => a - b);
  const duration = (recorded.times.at(-1) ?? 0) - (recorded.times[0] ?? 0);
  return {
    durationMs: duration,
    frames: intervals.length,
    fps: duration > 0 ? (intervals.length / duration) * 1000 : 0,
    meanMs: duration / Math.max(1, intervals.length),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? 0,
    over16: intervals.filter((ms) => ms > BUDGET_MS).length,
    over33: intervals.filter((ms) => ms > DROPPED_MS).length,
    missedVsyncs: intervals.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / FRAME_MS) - 1), 0),
    longTasks: recorded.longTasks.length,
    longTaskMs: recorded.longTasks.reduce((sum, task) => sum + task.duration, 0),
  };
}

/** What INIT_SCRIPT logs to the console when the first product row is in the DOM. */
export const FIRST_ROW_SIGNAL = 'bench:first-row';

/** Installed before the app's scripts: first product row time, long tasks. Plain JS (runs in the page). */
export const INIT_SCRIPT = `
(() => {
  const bench = (window.__bench = { firstRow: null, skeleton: null, longTasks: [] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const seen = () => {
    if (bench.skeleton === null && document.querySelector('[aria-busy="true"], [data-slot="skeleton"]')) {
      bench.skeleton = performance.now();
    }
    if (bench.firstRow === null && document.querySelector('[data-testid="product-row"]')) {
      bench.firstRow = performance.now();
      observer.disconnect();
      console.debug('${FIRST_ROW_SIGNAL}');
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
})();
`;

/**
 * Records frames for `durationMs`; with `move`, scrolls the table's scroller down and back
 * meanwhile (a cosine ease each way, positioned by elapsed time, so a slow frame jumps further as
 * a user's fling would). Plain JS (runs in the page).
 */
export const recordScript = (durationMs: number, move: boolean) => `
new Promise((resolve) => {
  const scroller = document.querySelector('[data-testid="products-table-scroll"]');
  const range = scroller.scrollHeight - scroller.clientHeight;
  const bench = window.__bench;
  const times = [];
  let maxRows = 0;
  let start = null;
  const half = ${durationMs} / 2;
  const step = (now) => {
    if (start === null) start = now;
    times.push(now);
    const t = now - start;
    const phase = t < half ? t / half : 2 - t / half;
    if (${move}) scroller.scrollTop = Math.round(range * (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, phase)))) / 2);
    maxRows = Math.max(maxRows, scroller.querySelectorAll('[data-testid="product-row"]').length);
    if (t < ${durationMs}) requestAnimationFrame(step);
    else {
      const end = now;
      // long task entries reach the observer a little after the task
      setTimeout(() => resolve({
        times,
        range,
        maxRows,
        longTasks: bench.longTasks.filter((task) => task.start + task.duration >= start && task.start <= end),
      }), 300);
    }
  };
  requestAnimationFrame(step);
})
`;

/**
 * A static page with a scroller of the same height holding `count` one-line text rows of the same
 * height, no script: what this browser drops on the same scroll with next to nothing to draw.
 */
export async function measureReference(browser: Browser, count: number, scrollMs: number): Promise<FrameFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const rowsHtml = Array.from(
      { length: count },
      (_, i) => `<div class="row">Продукт ${i + 1} · SKU-${100000 + i} · ${(i * 37) % 9999} ₴</div>`,
    ).join('');
    await page.setContent(
      `<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
        body { margin: 0; font: 14px system-ui, sans-serif; }
        .scroll { height: 70vh; overflow: auto; background: #fff; }
        .row { height: 56px; border-bottom: 1px solid #e4e4e7; padding: 0 12px; display: flex; align-items: center; }
      </style></head><body><div class="scroll" data-testid="products-table-scroll">${rowsHtml}</div></body></html>`,
    );
    await page.evaluate('window.__bench = { longTasks: [] }');
    await page.waitForTimeout(500);
    return frameFigures((await page.evaluate(recordScript(scrollMs, true))) as Recorded);
  } finally {
    await context.close();
  }
}
