import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDay } from '@/lib/date-format';

function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The previous period's figures, day by day beside `values`, drawn as a dashed line. */
export interface PreviousPeriod {
  values: number[];
  /** The legend's names of the two lines. */
  label: string;
  currentLabel: string;
}

/**
 * A figure by day as an area chart (the dashboard's and advertising's), with the previous period's
 * line when given. uPlot (ADR 0021) is loaded with import() when the chart first
 * shows, so it never weighs on the shell; the canvas is hidden from screen readers, who get the
 * same figures as a table.
 */
export function TrendChart({
  days,
  values,
  label,
  format,
  axisFormat = format,
  testId,
  dayLabel,
  failedText,
  previous,
}: {
  days: string[];
  values: number[];
  label: string;
  previous?: PreviousPeriod;
  /** A value in full (the table for screen readers). */
  format(value: number): string;
  /** A value on the axis (shorter), `format` unless given. */
  axisFormat?(value: number): string;
  testId?: string;
  /** The day column's heading in the screen-reader table. */
  dayLabel: string;
  /** Shown when the chart library cannot load. */
  failedText: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let stopped = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (stopped) return;
        const line = themeColor('--color-primary', '#15803d');
        const muted = themeColor('--color-muted-foreground', '#52525b');
        const grid = themeColor('--color-border', '#e4e4e7');
        const width = () => Math.max(200, element.clientWidth);
        const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        chart = new UPlot(
          {
            width: width(),
            height: 220,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: false } },
            series: [
              {},
              { label, stroke: line, width: 2, fill: `${line}22`, points: { show: days.length <= 31 } },
              ...(previous
                ? [{ label: previous.label, stroke: muted, width: 1.5, dash: [6, 4], points: { show: false } }]
                : []),
            ],
            axes: [
              {
                ...axis,
                incrs: [1, 2, 5, 7, 14, 30, 60],
                values: (_chart, splits) =>
                  splits.map((split) => (Number.isInteger(split) ? formatShortDay(days[split] ?? '') : '')),
              },
              {
                ...axis,
                // wide enough for the longest label (about 7 px a character at the axis font)
                size: (_chart, labels) => Math.max(40, ...(labels ?? []).map((text) => String(text).length * 7 + 20)),
                values: (_chart, splits) => splits.map((split) => axisFormat(split)),
              },
            ],
          },
          [days.map((_, index) => index), values, ...(previous ? [previous.values] : [])],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: 220 }));
        observer.observe(element);
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, values, label, axisFormat, previous]);

  return (
    <figure className="min-w-0" data-testid={testId}>
      <div className="relative h-[220px] w-full overflow-hidden">
        {!ready && !failed && <Skeleton className="absolute inset-0" />}
        {failed && <p className="p-4 text-sm text-muted-foreground">{failedText}</p>}
        <div ref={box} aria-hidden className="h-full w-full" />
      </div>
      {previous && (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs text-muted-foreground" aria-hidden>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-primary" />
            {previous.currentLabel}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block w-4 border-t-2 border-dashed border-muted-foreground" />
            {previous.label}
          </span>
        </figcaption>
      )}
      {/* a table ignores the clip of `sr-only`; its box does not, so three columns cannot widen a phone's page */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              <th scope="col">{label}</th>
              {previous && <th scope="col">{previous.label}</th>}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatShortDay(day)}</th>
                <td>{format(values[index] ?? 0)}</td>
                {previous && <td>{format(previous.values[index] ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
